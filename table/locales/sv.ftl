lobby-open = Lobbyn är öppen
lobby-started = Spelet har börjat
lobby-cancelled = Inställt
lobby-finished = Avslutat
lobby-players = Spelare { $n }/{ $max }
lobby-options = Inställningar
lobby-host = (värd)
lobby-help = Klicka på **Gå med** för att ta en plats ({ $min }–{ $max } spelare). Värden startar spelet när alla är med.
lobby-was-cancelled = Den här lobbyn är inställd.
lobby-has-started = Spelet har börjat — se spelplanen nedan.
button-join = Gå med
button-leave = Lämna
button-start = Starta
button-cancel = Avbryt
joined = Du är med! Din färg: { $colour }.
left = Du har lämnat lobbyn.
host-cannot-leave = Du är värd: avbryt lobbyn i stället för att lämna den.
only-host-starts = Bara värden kan starta spelet.
too-few = { $title } kräver minst { $min } spelare (hittills har { $n } gått med).
already-started = Spelet har redan startats eller avbrutits.
started = Spelet har börjat — spelplanen finns nedan.
begins = Spelet börjar med { $names }.
only-host-cancels = Bara värden eller någon som får hantera kanaler kan avbryta spelet.
cancel-ask = Avbryta partiet { $title } #{ $id } för alla? Det slutar här och kan inte återupptas.
cancel-ask-lobby = Stänga lobbyn för { $title } #{ $id }? Alla platser i den försvinner.
cancel-yes = Ja, avbryt det
cancel-keep = Nej, behåll det
cancel-done = Partiet { $title } #{ $id } är avbrutet.
cancel-gone = Det här partiet är redan slut eller avbrutet.
cancelled-by = { $emoji } Partiet { $title } avbröts av { $mention }.
changed-meanwhile = Spelet har ändrats under tiden; försök igen.
lobby-closed = Den här lobbyn är stängd.
already-joined = Du är redan med i det här spelet.
not-in-lobby = Du är inte med i den här lobbyn.
game-full = Spelet är fullt ({ $max } spelare).
no-game = Det pågår inget spel i den här kanalen. Öppna ett med { $examples }.
no-game-yet = Inget spel har spelats i den här kanalen än.
channel-busy = Den här kanalen har redan ett pågående parti { $title }. Spela klart eller avbryt det först, eller starta ett i en annan kanal eller tråd.
not-in-server = Spel kan bara spelas i en kanal eller tråd på en server.
not-started = Spelet har inte börjat än.
game-over = Partiet { $title } är slut — starta ett nytt med { $new }.
game-gone = Det här spelet finns inte längre.
not-playing = Du är inte med i det här spelet. Titta på, eller öppna ett eget med { $new } i en annan kanal.
old-board = Den här spelplanen är inaktuell — använd knapparna på den senaste spelplanen{ $jump }.
stale-menu = ⌛ Den här menyn är inaktuell — spelet har gått vidare. Använd knapparna på den senaste spelplanen ({ $cmd_table_board } lägger upp den igen).
already-made = Det draget är redan gjort — spelet har gått vidare. Använd den senaste spelplanen.
not-your-turn = Det är inte din tur — spelet väntar på { $names }.
nothing-here = Det finns inget sådant du kan göra just nu.
not-for-you = Den knappen är inte till dig — den är till { $names }.
nothing-at-all = Du har inget drag att göra just nu — spelet väntar på { $names }.
done = ✅ { $what }
refused = ⛔ { $reason }
board-not-posted = ⚠️ Jag kunde inte lägga upp spelplanen här: ge mig behörigheterna Skicka meddelanden, Bifoga filer och Bädda in länkar i den här kanalen och använd sedan { $cmd_table_board }.
board-failed-permissions = ⚠️ Spelplanen kunde inte läggas upp: jag saknar de här behörigheterna i kanalen: **{ $perms }**. Be en moderator att ge mig dem — spelplanen dyker upp av sig själv så fort jag kan skriva här (eller använd { $cmd_table_board }).
board-failed-discord = ⚠️ Discord svarar inte just nu, så spelplanen kunde inte läggas upp. Inget har gått förlorat: den läggs upp av sig själv så snart Discord svarar.
board-failed-discord-again = ⚠️ Discord svarar inte just nu, så spelplanen kunde inte läggas upp — försök med { $cmd_table_board } igen om en minut.
board-failed-gone = ⚠️ Spelplanen kunde inte läggas upp: kanalen finns inte längre eller så kan jag inte se den.
board-failed-rejected = ⚠️ Discord tog inte emot spelplanen. Inget har gått förlorat; driftansvarig har fått veta.
board-failed-storage = ⚠️ Draget är sparat, men botens databas kunde inte anteckna brädet, så det lades inte ut. Driftansvarig har fått veta; brädet läggs ut av sig självt när databasen fungerar igen.
board-posted-later = (Upplagd sent: Discord gick inte att nå på en stund.)
needs-permissions = ⚠️ Jag kan inte hålla i ett spel här: jag saknar de här behörigheterna i kanalen: **{ $perms }**. Be en moderator att ge mig dem och försök sedan igen.
started-no-board = Spelet har börjat, men spelplanen är inte uppe än.
wrong-channel = Den knappen hör till ett spel i en annan kanal — här gör den ingenting.
storage-full = ⚠️ Botens disk är full, så inget kunde sparas. Inget har ändrats; driftansvarig har fått veta — försök igen senare.
storage-readonly = ⚠️ Det går inte att skriva till botens databas just nu. Inget har ändrats; driftansvarig har fått veta — försök igen senare.
storage-corrupt = ⚠️ Botens databas är skadad. Inget har ändrats; driftansvarig har fått veta.
storage-locked = ⚠️ Botens databas är upptagen. Inget har ändrats — försök igen om en liten stund.
storage-unavailable = ⚠️ Boten når inte sin databas. Inget har ändrats; driftansvarig har fått veta — försök igen senare.
discord-unavailable = ⚠️ Discord svarar inte just nu. Försök igen om en minut.
something-wrong = Förlåt, något gick fel. Inget har ändrats.
bad-option = Jag kan inte läsa alternativet **{ $name }** i det kommandot: det är inte vad kommandot tar emot. Inget ändrades — välj kommandot igen i Discords lista.
health-denied = Bara medlemmar som får hantera den här servern kan se botens hälsa.
health-title = 🩺 **Caravanserais hälsa**
health-database = Databas: `{ $path }` (schema v{ $schema })
health-games = Pågående spel: **{ $active }** · spelplaner som väntar på att läggas upp: **{ $behind }**
health-up = Igång sedan <t:{ $since }:R> · gateway-latens { $latency } ms
health-last-error =
    Senaste fel <t:{ $when }:R>: `{ $error }`
    (lagringsfel: { $storage }, Discord-fel: { $discord } sedan start)
health-no-error = Inga fel sedan start.
health-this-process = Den här processen: shards { $shards } · pid { $pid }
health-process = { $connected ->
    [yes] 🟢
   *[no] 🔴
} Process `{ $name }`: pid { $pid } på { $host }, livstecken för { $age } s sedan
health-process-silent = ⚠️ Process `{ $name }`: inget livstecken på { $age } s (stoppad eller hängd?)
confirm-yes = Ja
confirm-no = Avbryt
confirm-go = Bekräfta
confirm-back = Tillbaka
menu-cancelled = Inget gjordes.
menu-choose = Välj…
menu-page = Sida { $page } av { $pages }
menu-prev = ◀ Föregående
menu-next = Nästa ▶
menu-chosen = Valt hittills: { $chosen }
menu-type = Vad vill du göra?
form-open = Fyll i formuläret
hand-empty = Du har inget hemligt i det här spelet.
board-reposted = Spelplanen lades upp igen av { $name }.
board-fresh = Här är en ny kopia av spelplanen: det är knapparna på den som gäller.
board-fresh-final = Här är slutställningen från det senaste partiet i den här kanalen. Starta ett nytt med { $examples }.
board-was-cancelled = Det senaste partiet i den här kanalen avbröts, så det finns ingen spelplan att visa. Starta ett nytt med { $examples }.
restarted = (Boten startades om; här är den aktuella spelplanen.)
auto-played = ⚙️ Spelat automatiskt åt { $name } — bara ett utfall var möjligt:
game-over-line = 🏁 **Spelet är slut.**
final-standings = Slutställning
wins = **{ $names }** vinner!
share-win = **{ $names }** delar på segern!
footer = Parti #{ $id } · drag { $version }
lobby-footer = Parti #{ $id }
reminder = ⏰ { $mentions } — partiet { $title } här väntar på dig: { $what }
log-title = 📜 **{ $title } #{ $id }** — sida { $page } av { $pages } (nyast först) · { $when }
log-empty = Inga drag än i { $title }, parti #{ $id }.
log-at-setup = Förberedelser
log-at-turn = T{ $turn }
log-at-round = E{ $stage } O{ $round }
log-at-day = V{ $week } D{ $day }
log-legend-turn = T = tur
log-legend-round = E = etapp, O = omgång
log-legend-day = V = vecka, D = dag
log-legend-secret = 🤫 = bara du ser den här raden
log-older = ◀ Äldre
log-newer = Nyare ▶
log-since-head = ↩️ Sedan ditt senaste drag:
log-since-cut = { $n ->
        [one] ↩️ Sedan ditt senaste drag (en tidigare rad i { $log }):
       *[other] ↩️ Sedan ditt senaste drag ({ $n } tidigare rader i { $log }):
    }
log-since = ↩️ Sedan ditt senaste drag: { $events }
log-since-more = { $n ->
        [one] …och { $n } till i { $log }
       *[other] …och { $n } till i { $log }
    }
rules-none = Ingen sammanfattning finns.
play-nothing = Inget att spela nu — väntar på { $names }
play-not-your-turn = Inte din tur — spelet väntar på { $names }
play-not-seated = Du är inte med i spelet i den här kanalen
play-no-game = Inget spel pågår i den här kanalen
play-form = { $what } (öppnar ett formulär)
play-unknown = ”{ $text }” är inte ett av dina drag just nu — börja skriva och välj ett av förslagen.
play-moved-on = Spelet har gått vidare sedan du valde det — välj igen.
compose-empty = Fyll i alla fält.
compose-not-number = ”{ $text }” är inte ett heltal.
compose-out-of-range = { $value } ligger utanför tillåtna värden ({ $low }–{ $high }).
compose-count = Ange exakt { $expected } tal (du angav { $got }).
compose-negative = Talen får inte vara negativa.
compose-unreadable = Jag kunde inte läsa ”{ $text }”. Skriv det till exempel så här: { $example }
compose-unknown-item = ”{ $word }” går inte att välja här. Skriv till exempel så här: { $example }
compose-ambiguous-item = ”{ $word }” kan betyda flera saker — skriv mer av ordet.
example-cards = t.ex. { $example }
example-ints = t.ex. { $example }
example-int = { $low } till { $high }
and = {" "}och{" "}
count-moves = { $n ->
        [one] { $n } drag
       *[other] { $n } drag
    }
settings-denied = Bara medlemmar som får hantera den här servern kan ändra dess inställningar.
settings-language-server = Spelplaner och lobbyer på den här servern är nu på { $language ->
    [en] engelska
    [cs] tjeckiska
    [fr] franska
    [pl] polska
   *[sv] svenska
}.
settings-language-me = Från och med nu svarar jag dig på { $language ->
    [en] engelska
    [cs] tjeckiska
    [fr] franska
    [pl] polska
   *[sv] svenska
}.

## Slash commands (descriptions; names stay as they are)
cmd-table-join = Ta en plats i kanalens lobby
cmd-table-leave = Lämna kanalens lobby
cmd-table-start = Starta spelet (bara värden)
cmd-table-cancel = Avbryt lobbyn eller det pågående spelet (värden eller Hantera kanaler)
cmd-table-board = Posta den aktuella spelplanen igen
cmd-table-hand = Din privata vy (bara du ser den)
cmd-table-rules = En kort sammanfattning av reglerna
cmd-table-resign = Lämna det pågående spelet för gott
cmd-table-health = Hur boten mår: databas, spel, senaste fel (Hantera server)
cmd-table-settings = Inställningar: serverns språk (Hantera server), partiets turklocka (värden)
cmd-table-log = Hela partiet i ord, sida för sida
cmd-play = Gör ett drag: börja skriva och välj ett
cmd-me = Dina partier och dina egna inställningar: språk, frånvaro, påminnelser
param-game = Vilket spel (standard: spelet i den här kanalen)
param-page = Vilken sida som öppnas (1 = den nyaste)
param-move = Dina tillåtna drag föreslås medan du skriver
cmd-table = Spelet i den här kanalen: platser, spelplan, hand, regler, logg
param-server-language = Språket för spelplaner och lobbyer på den här servern
param-my-language = Språket för dina privata svar och menyer
choice-auto = Automatiskt
choice-language-en = English (engelska)
choice-language-sv = Svenska
choice-language-cs = Čeština (tjeckiska)
choice-language-fr = Français (franska)
choice-language-pl = Polski (polska)

## Discord's names of the permissions a board needs
perm-view_channel = Visa kanal
perm-send_messages = Skicka meddelanden
perm-send_messages_in_threads = Skicka meddelanden i trådar
perm-embed_links = Bädda in länkar
perm-attach_files = Bifoga filer
perm-read_message_history = Läs meddelandehistorik

## Namn på kommandon och alternativ (Discord: gemener, inga mellanslag, högst 32 tecken)
cmdname-table = bord
cmdname-table-join = gå-med
cmdname-table-leave = lämna
cmdname-table-start = starta
cmdname-table-cancel = avbryt
cmdname-table-board = spelplan
cmdname-table-hand = hand
cmdname-table-rules = regler
cmdname-table-resign = ge-upp
cmdname-table-health = status
cmdname-table-settings = inställningar
cmdname-table-log = logg
cmdname-me = jag
cmdname-play = drag
cmdname-new = ny
optname-game = spel
optname-language = språk
optname-page = sida
optname-move = drag

## /stats: spelade och vunna partier, rating och topplista
cmd-stats = Spelade och vunna partier och skicklighet på den här servern
param-stats-player = En spelares resultat i stället för topplistan
cmdname-stats = statistik
optname-player = spelare
stats-title = Topplista · { $server }
stats-rating = skicklighet
stats-record = vunna / spelade
stats-average = snittpoäng
stats-trend = skicklighetskurva
stats-empty = Inget parti har avslutats på den här servern än.
stats-panel = { $game } · { $games ->
    [one] { $games } parti
   *[other] { $games } partier
  }
stats-podium = { $place }. { $name } ({ $rating })
stats-player-title = **{ $name }**
stats-player-line = **{ $game }**: { $played ->
    [one] { $played } parti
   *[other] { $played } partier
  }, { $won } vunna ({ $percent } %), snittpoäng { $average }, skicklighet { $rating } — plats { $place } av { $of }
stats-player-none = Inget avslutat parti på den här servern än.
stats-skill-help = Skicklighet är en försiktig uppskattning av spelstyrkan: den börjar på 0, stiger med goda resultat och när fler partier gör den säkrare, och kan hamna under 0 efter förluster.
stats-updating = _Äldre partier räknas fortfarande in: rankingen kan ännu ändras._

## /table undo
cmd-table-undo = Ta tillbaka ditt senaste drag (tills någon annan drar eller något avslöjas)
cmdname-table-undo = ångra
undo-done = ↩️ Tillbakataget: { $move }. Spelplanen visar partiet som det var innan.
undo-barrier = Ditt senaste drag ({ $move }) kan inte längre tas tillbaka: reglerna gör det slutgiltigt (ett lagt bud), eller så avslöjade det något (ett tärningsslag, ett kort) eller lämnade över till en annan spelare.
undo-nothing = Du har inget att ta tillbaka: ditt senaste drag är inte partiets senaste (någon annan har dragit sedan dess), eller så har du inte dragit än.
undo-stale = Partiet gick vidare medan du frågade; inget togs tillbaka.
took-back = ↩️ { $name } tog tillbaka: { $move }
took-back-secret = ↩️ { $name } tog tillbaka sitt hemliga drag ({ $what }).

## /table replay
cmd-table-replay = Det senast avslutade partiet här igen: poäng över tid och viktiga spelplaner
cmdname-table-replay = repris
replay-chart = { $game } #{ $id } · poäng under partiet
replay-moves = { $n ->
    [one] { $n } drag
   *[other] { $n } drag
  }
replay-not-finished = Partiet i den här kanalen pågår fortfarande: reprisen kommer när det är slut.
replay-cancelled = Det senaste partiet här, { $title } #{ $id }, avbröts: ett avbrutet parti har ingen repris.
replay-text = **{ $game } #{ $id }** på { $moves } — vunnet av { $winners }. Diagrammet visar allas poäng efter varje drag; animationen de viktiga spelplanerna.

## /table watch
cmd-table-watch = Följ kanalens parti som åskådare (igen för att sluta)
cmdname-table-watch = följ
watch-on = 👀 Du följer { $title } #{ $id }: varje nytt turmeddelande nämner dig. Använd samma kommando igen för att sluta.
watch-off = Du slutade följa { $title } #{ $id }.
watch-seated = Du spelar { $title } #{ $id }: spelplanen nämner dig redan när det är din tur.
board-watchers = 👀 { $mentions }
undo-button = ↩️ Ångra

# clocks, absence, reminders, replacement (issue 12)
cmd-table-replace = Ge en spelares plats i det pågående partiet till en annan medlem eller AI:n (värden)
cmd-me-language = Språket boten svarar dig på
cmd-me-away = Borta till ett datum: dina klockor stannar och påminnelser väntar
cmd-me-reminders = Hur och när du blir påmind om att ett parti väntar på dig
cmd-me-games = Alla partier, på alla servrar, som väntar på ditt drag
param-clock = Partiets turklocka, t.ex. 48h eller 2d (off: ingen)
param-replace-player = Vems plats
param-replace-with = Vem som tar över den
param-until = Ett datum (2026-12-24), en tid från nu (3d, 1w) eller off
param-every = Hur ofta, t.ex. 12h eller 2d (off: aldrig)
param-quiet = Timmar utan påminnelser i din tidszon, t.ex. 22-8 (off: inga)
param-timezone = Din tidszon, t.ex. Europe/Stockholm
param-dm = Påminn mig med direktmeddelande i stället för ett pling i kanalen
cmdname-table-replace = ersätt
cmdname-me-language = språk
cmdname-me-away = borta
cmdname-me-reminders = påminnelser
cmdname-me-games = partier
optname-clock = klocka
optname-with = med
optname-until = till
optname-every = intervall
optname-quiet = tyst
optname-timezone = tidszon
optname-dm = dm

dur-days = { $n ->
    [one] { $n } dag
   *[other] { $n } dagar
  }
dur-hours = { $n ->
    [one] { $n } timme
   *[other] { $n } timmar
  }
dur-under-minute = mindre än en minut
dur-minutes = { $n ->
    [one] { $n } minut
   *[other] { $n } minuter
  }
bad-duration = Den tiden kan jag inte läsa. Skriv t.ex. `48h`, `2d`, `1d12h` eller `90m` — eller `off`.
duration-range = Välj mellan 10 minuter och 60 dagar.
bad-date = Det datumet kan jag inte läsa. Skriv t.ex. `2026-12-24`, `24.12.2026 18:00` eller en tid från nu som `3d` — eller `off`.
away-past = Den tidpunkten har redan passerat.
away-range = Du kan vara borta i högst ett år.
bad-quiet = Skriv tysta timmar som `22-8` (från 22:00 till 08:00 i din tidszon) — eller `off`.
bad-timezone = Den tidszonen känner jag inte till. Välj en ur listan, t.ex. `Europe/Stockholm`.
clock-denied = Bara värden, eller en medlem som får hantera kanalen, kan ställa turklockan.
clock-set = ⏳ { $title } #{ $id } har nu en turklocka på { $time }: den som låter bordet vänta längre kan hoppas över eller ersättas.
clock-off = ⏳ { $title } #{ $id } har ingen turklocka längre.
clock-left = { $name } { $when }
clock-out = { $name }: tiden är ute
away-until = { $name } är borta till { $when }
clock-ran-out = ⏰ **{ $name }**s turklocka ({ $time }) har gått ut i { $title }{ $jump }. { $mentions } — ni kan spela turen åt hen, ge mer tid, eller så kan värden ersätta hen.
clock-skip = Spela åt hen: { $move }
clock-extend = Ge { $time } till
clock-replace = Ersätt…
clock-replace-how = För att ge { $name }s plats till någon annan använder värden (eller den som hanterar kanalen) { $command }. Den nya spelaren tar över handen, pjäserna och historiken.
clock-extended = ⏳ { $by } gav { $name } mer tid: klockan går ut { $when }.
clock-skipped = ⏭️ { $by } spelade åt { $name }{ $jump }.
clock-played = ⏰ { $by } spelade åt { $name } (klockan hade gått ut):
clock-stale = ⌛ Spelet har gått vidare sedan dess — det här är inaktuellt.
clock-nothing = Det finns inget att spela åt { $name } just nu.
reminder-dm = ⏰ Ditt parti { $title } väntar på dig: { $what } — { $link }
reminder-go = Gå till spelplanen
replace-not-seated = { $name } har ingen plats i det här partiet.
replace-denied = Bara värden, en medlem som får hantera kanalen eller spelaren själv kan lämna bort en plats.
replace-bot = En bot kan inte ta en plats.
replace-seated = { $name } har redan en plats i det här partiet.
replace-stale = { $name } har inte längre den platsen: någon lämnade bort den alldeles nyss. Inget ändrades.
replaced = 🔁 { $new } tog över { $old }s plats.
replaced-you = 🔁 Klart: { $new } spelar nu { $old }s plats.
away-set = 💤 Du är borta till { $when }: dina turklockor stannar och påminnelser väntar tills dess. Tillbaka tidigare? { $command } med `off`.
away-back = 👋 Välkommen tillbaka: dina klockor går igen och påminnelserna fortsätter.
reminders-every = ⏰ Du blir påmind efter { $time } av väntan, och sedan var { $time }.
reminders-never = 🔕 Du får inga påminnelser.
reminders-quiet = 🌙 Aldrig mellan { $start }:00 och { $end }:00 ({ $zone }).
reminders-dm = ✉️ Med direktmeddelande (i kanalen om dina DM är stängda).
reminders-channel = 💬 Som ett pling i partiets kanal.
me-games-title = { $n ->
        [one] 🎲 Ett parti väntar på dig:
       *[other] 🎲 { $n } partier väntar på dig:
    }
me-games-line = { $emoji } **{ $title }** · { $server } — har väntat i { $waited }{ $clock } · { $board }
me-games-clock = , ⏳ klockan går ut { $when }
me-games-clock-out = , ⏳ klockan har gått ut
me-games-none = ✅ Inget parti väntar på dig.
me-games-more = …och { $n } till.
reminder-digest = { $n ->
        [one] ⏰ Dina tysta timmar är slut — ett parti väntar på dig:
       *[other] ⏰ Dina tysta timmar är slut — { $n } partier väntar på dig:
    }

# threads (issue 12)
thread-name = { $title } · { $host }
thread-opening = { $emoji } **{ $title }**: { $mention } öppnar ett bord…
thread-announce = { $emoji } **{ $title }**: { $mention } har öppnat ett bord i { $thread }. Gå med där!
thread-failed = ⚠️ Jag kunde inte skapa en tråd för det här partiet, så det öppnas här i kanalen i stället.
settings-threads-on = 🧵 Från och med nu får varje nytt parti på den här servern en egen tråd (i kanaler där jag får skapa trådar). Partier som redan är öppna stannar där de är.
settings-threads-off = Från och med nu spelas nya partier på den här servern i kanalen där de öppnas, ett i taget per kanal. Partier som redan är öppna stannar där de är.
settings-threads-missing = ⚠️ I den här kanalen får jag inte skapa trådar (saknas: **{ $perms }**), så partier som öppnas här spelas i själva kanalen.
threads-missing-lobby = ⚠️ Trådar är påslagna på den här servern, men i den här kanalen får jag inte skapa dem (saknas: **{ $perms }**), så det här partiet spelas här. Ge mig den behörigheten här om varje parti ska få en egen tråd, eller stäng av trådar med { $command }.
health-threads-off = 🧵 Trådar: av — partier spelas i kanalen där de öppnas ({ $command } slår på dem).
health-threads-ok = 🧵 Trådar: på — varje parti får en egen tråd i alla kanaler där jag kan skriva.
health-threads-server = ⚠️ Trådar: på, men jag saknar **{ $perms }** på den här servern, så alla partier spelas i sina kanaler. Ge min roll den behörigheten (Serverinställningar → Roller) eller stäng av trådar med { $command }.
health-threads-channels = ⚠️ Trådar: på, men i { $channels } saknar jag **{ $perms }**: partier som öppnas där spelas i kanalen.
health-threads-more = och { $n } till
perm-create_public_threads = Skapa offentliga trådar
param-server-threads = Ge varje nytt parti en egen tråd
optname-threads = trådar
clock-note-set = ⏳ { $name } ställde en turklocka på { $time }.
clock-note-off = ⏳ { $name } stängde av turklockan.
settings-pick = Välj vad du vill ändra: `språk` (serverns, Hantera server), `trådar` (en tråd per parti, Hantera server) eller `klocka` (partiets turklocka, värden).

## Bordets AI: platser, övertagna platser och återlämning (issue 25)
ai-level-casual = Lätt
ai-level-standard = Normal
ai-level-hard = Svår
ai-name = 🤖 { $level }
ai-name-n = 🤖 { $level } { $n }
ai-none = { $title } har inga AI-spelare än: varje plats behöver en människa.
ai-no-level = { $title } har ingen AI på nivån { $level }.
ai-too-many = { $max ->
    [one] Ett parti behöver minst en människa: här får AI:n ta högst { $max } plats.
   *[other] Ett parti behöver minst en människa: här får AI:n ta högst { $max } platser.
  }
ai-only-host = Bara värden kan lägga till eller ta bort AI:ns platser.
ai-none-seated = Det finns ingen AI-plats i lobbyn att ta bort.
ai-needs-person = Ett parti behöver minst en människa vid bordet: det här är den sista platsen som en människa har.
ai-cover-denied = Bara en spelare vid bordet, värden eller en medlem som får hantera kanalen kan låta AI:n ta över en plats.
ai-holds = { $name } är redan bordets AI.
ai-covers-already = AI:n spelar redan { $name }s plats.
ai-handback-none = AI:n spelar inte den platsen, så det finns inget att lämna tillbaka.
ai-handback-denied = Bara { $name }, värden eller en medlem som får hantera kanalen kan lämna tillbaka den platsen.
ai-handback-you = 👋 Platsen är din igen: AI:n spelar den inte längre.
ai-handback-done = 👋 { $name } har fått tillbaka sin plats.
ai-played = 🤖 AI:n spelade åt { $name }:
ai-covers = 🤖 AI:n ({ $level ->
        [casual] Lätt
        [hard] Svår
       *[standard] Normal
    }) spelar { $name }s plats tills hen är tillbaka.
ai-back = 👋 { $name } spelar sin plats själv igen.
ai-choose = Vilken AI ska ta plats i { $title }? Välj nivå — välj igen för ännu en plats.
ai-added = ✅ { $name } tog en plats. Välj igen för en till.
button-ai-add = Lägg till AI
button-ai-remove = Ta bort AI
clock-ai = AI:n tar över
clock-ai-done = 🤖 { $by } lät AI:n spela { $name }s plats{ $jump }. Den blir hens igen vid hens nästa drag, eller med { $command }.
replace-pick = Säg vem som tar platsen: en medlem (`med`) eller bordets AI (`ai`) — en av de två.
away-ai = { $n ->
    [one] 🤖 AI:n spelar din plats i { $n } parti medan du är borta; den är din igen vid ditt nästa drag där, eller med { $command }.
   *[other] 🤖 AI:n spelar dina platser i { $n } partier medan du är borta; var och en är din igen vid ditt nästa drag där, eller med { $command }.
  }
away-ai-none = Du har ingen plats i ett pågående parti just nu, så AI:n har inget att spela åt dig.
cmd-table-handback = Ta tillbaka din plats från AI:n som spelar den åt dig
cmdname-table-handback = tillbaka
param-handback-player = Vems plats som går tillbaka (värden: vems som helst)
param-replace-ai = Eller ge platsen till bordets AI, på den här nivån
param-away-ai = Låt bordets AI spela dina platser medan du är borta
param-ai-seats = Hur många platser bordets AI tar (utöver din)
param-ai-level = Hur bra AI:n spelar
optname-ai = ai
optname-level = nivå
