lobby-open = Lobby otevřené
lobby-started = Hra začala
lobby-cancelled = Zrušeno
lobby-finished = Dohráno
lobby-players = Hráči { $n }/{ $max }
lobby-options = Nastavení
lobby-host = (hostitel)
lobby-help = Klikni na **Přidat se** a přisedni ke stolu ({ $min }–{ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }). Až budou všichni u stolu, hostitel hru spustí.
lobby-was-cancelled = Toto lobby bylo zrušeno.
lobby-has-started = Hra začala – herní plán najdeš níže.
button-join = Přidat se
button-leave = Odejít
button-start = Začít
button-cancel = Zrušit
joined = Jsi ve hře, tvoje barva: { $colour ->
        [red] červená
        [blue] modrá
        [orange] oranžová
        [green] zelená
        [purple] fialová
        [white] bílá
       *[other] { $colour }
    }.
left = Už nejsi v lobby, tvoje místo je volné.
host-cannot-leave = Jsi hostitel: místo odchodu lobby zruš.
only-host-starts = Hru může spustit jen hostitel.
too-few = { $title } potřebuje aspoň { $min } { $min ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    } (zatím přihlášeno: { $n }).
already-started = Hra už začala, nebo byla zrušena.
started = Hra začala – herní plán je níže.
begins = Hra začíná! Hrají: { $names }.
only-host-cancels = Hru může zrušit jen hostitel nebo někdo s oprávněním Spravovat kanály.
cancel-ask = Zrušit hru { $title } #{ $id } pro všechny? Skončí tady a nepůjde v ní pokračovat.
cancel-ask-lobby = Zavřít lobby hry { $title } #{ $id }? Všechna místa v něm zaniknou.
cancel-yes = Ano, zrušit
cancel-keep = Ne, ponechat
cancel-done = Hra { $title } #{ $id } je zrušená.
cancel-gone = Tahle hra už skončila nebo byla zrušena.
cancelled-by = { $emoji } Hra { $title } byla zrušena ({ $mention }).
changed-meanwhile = Hra se mezitím změnila, zkus to znovu.
lobby-closed = Toto lobby je uzavřené.
already-joined = V této hře už místo máš.
not-in-lobby = V tomto lobby nemáš místo.
game-full = Hra je plná ({ $max } { $max ->
        [one] hráč
        [few] hráči
       *[other] hráčů
    }).
no-game = V tomto kanálu neběží žádná hra. Založ ji jedním z příkazů: { $examples }.
no-game-yet = V tomto kanálu se zatím nic nehrálo.
channel-busy = V tomto kanálu už běží hra { $title }. Nejdřív ji dohrajte nebo zrušte, případně založte hru v jiném kanálu nebo vlákně.
not-in-server = Hrát se dá jen v kanálu nebo vlákně na serveru.
not-started = Tahle hra ještě nezačala.
game-over = Hra { $title } skončila – novou založíš příkazem { $new }.
game-gone = Tahle hra už neexistuje.
not-playing = V této hře nehraješ. Můžeš se dívat, nebo si založ vlastní příkazem { $new } v jiném kanálu.
old-board = Tenhle herní plán je zastaralý – použij tlačítka na nejnovější zprávě s plánem{ $jump }.
stale-menu = ⌛ Tahle nabídka je zastaralá – hra mezitím pokročila. Použij tlačítka na nejnovějším herním plánu ({ $cmd_table_board } ho pošle znovu).
already-made = Tenhle tah už se odehrál – hra pokročila. Použij nejnovější herní plán.
not-your-turn = Nejsi na tahu – hra čeká na: { $names }.
nothing-here = Nic takového teď udělat nemůžeš.
not-for-you = Tohle tlačítko není pro tebe – je pro: { $names }.
nothing-at-all = Teď nemáš žádný tah – hra čeká na: { $names }.
done = ✅ { $what }
refused = ⛔ { $reason }
board-not-posted = ⚠️ Herní plán sem nemůžu poslat: dej mi v tomto kanálu oprávnění posílat zprávy, přikládat soubory a vkládat odkazy, pak použij { $cmd_table_board }.
board-failed-permissions = ⚠️ Herní plán se nepodařilo poslat: v tomto kanálu mi chybí tato oprávnění: **{ $perms }**. Požádej moderátora, ať je přidá – plán se objeví sám, jakmile budu moct psát (nebo použij { $cmd_table_board }).
board-failed-discord = ⚠️ Discord teď neodpovídá, takže se herní plán nepodařilo poslat. Nic se neztratilo: plán se pošle sám, jakmile Discord zase odpoví.
board-failed-discord-again = ⚠️ Discord teď neodpovídá, takže se herní plán nepodařilo poslat – zkus za minutu znovu { $cmd_table_board }.
board-failed-gone = ⚠️ Herní plán se nepodařilo poslat: tenhle kanál už neexistuje, nebo ho už nevidím.
board-failed-rejected = ⚠️ Discord zprávu s herním plánem odmítl. Nic se neztratilo; provozovatel bota o tom ví.
board-failed-storage = ⚠️ Tah je uložen, ale databáze bota nedokázala zapsat hrací plochu, takže nebyla zveřejněna. Provozovatel o tom ví; plocha se zveřejní sama, jakmile databáze znovu funguje.
board-posted-later = (Posláno se zpožděním: Discord byl chvíli nedostupný.)
needs-permissions = ⚠️ Tady hru založit nemůžu: v tomto kanálu mi chybí tato oprávnění: **{ $perms }**. Požádej moderátora, ať je přidá, a zkus to znovu.
started-no-board = Hra začala, ale herní plán tu ještě není.
wrong-channel = Tohle tlačítko patří ke hře v jiném kanálu – tady nic nedělá.
storage-full = ⚠️ Disk bota je plný, takže se nic nepodařilo uložit. Nic se nezměnilo; provozovatel o tom ví – zkus to později.
storage-readonly = ⚠️ Do databáze bota teď nejde zapisovat. Nic se nezměnilo; provozovatel o tom ví – zkus to později.
storage-corrupt = ⚠️ Databáze bota je poškozená. Nic se nezměnilo; provozovatel o tom ví.
storage-locked = ⚠️ Databáze bota je zrovna zaneprázdněná. Nic se nezměnilo – zkus to za chvilku.
storage-unavailable = ⚠️ Bot se nemůže spojit se svou databází. Nic se nezměnilo; provozovatel o tom ví – zkus to později.
discord-unavailable = ⚠️ Discord teď neodpovídá. Zkus to za minutu.
something-wrong = Promiň, při zpracování se něco pokazilo. Nic se nezměnilo.
bad-option = Volbu **{ $name }** tohoto příkazu nedokážu přečíst: příkaz takovou hodnotu nepřijímá. Nic se nezměnilo — vyber příkaz znovu ze seznamu v Discordu.
health-denied = Stav bota vidí jen členové, kteří smějí spravovat tento server.
health-title = 🩺 **Stav Caravanserai**
health-database = Databáze: `{ $path }` (schéma v{ $schema })
health-games = Běžící hry: **{ $active }** · plány čekající na odeslání: **{ $behind }**
health-up = Běží od <t:{ $since }:R> · odezva gatewaye { $latency } ms
health-last-error =
    Poslední chyba <t:{ $when }:R>: `{ $error }`
    (od spuštění chyb úložiště: { $storage }, chyb Discordu: { $discord })
health-no-error = Od spuštění žádné chyby.
health-this-process = Tento proces: shardy { $shards } · pid { $pid }
health-process = { $connected ->
    [yes] 🟢
   *[no] 🔴
} Proces `{ $name }`: pid { $pid } na { $host }, poslední známka života před { $age } s
health-process-silent = ⚠️ Proces `{ $name }`: { $age } s bez známky života (zastavený, nebo zaseknutý?)
confirm-yes = Ano
confirm-no = Zrušit
confirm-go = Potvrdit
confirm-back = Zpět
menu-cancelled = Nic se nestalo.
menu-choose = Vyber…
menu-page = Strana { $page } z { $pages }
menu-prev = ◀ Předchozí
menu-next = Další ▶
menu-chosen = Zatím vybráno: { $chosen }
menu-type = Co chceš udělat?
form-open = Vyplnit formulář
hand-empty = V této hře nemáš nic tajného.
board-reposted = Herní plán poslán znovu (na žádost: { $name }).
board-fresh = Tady je čerstvá kopie herního plánu: platí tlačítka na ní.
board-fresh-final = Tady je konečný herní plán poslední hry v tomto kanálu. Novou založíš jedním z příkazů: { $examples }.
board-was-cancelled = Poslední hra v tomto kanálu byla zrušena, takže není co ukázat. Novou založíš jedním z příkazů: { $examples }.
restarted = (Bot se restartoval; tady je aktuální herní plán.)
auto-played = ⚙️ Zahráno automaticky za hráče { $name } – byl možný jen jeden výsledek:
game-over-line = 🏁 **Konec hry.**
final-standings = Konečné pořadí
wins = Vítězí **{ $names }**!
share-win = O vítězství se dělí **{ $names }**!
footer = Hra č. { $id } · tah { $version }
lobby-footer = Hra č. { $id }
reminder = ⏰ { $mentions } – hra { $title } tady čeká: { $what }
log-title = 📜 **{ $title } č. { $id }** — strana { $page } z { $pages } (nejnovější nahoře) · { $when }
log-empty = Ve hře { $title } č. { $id } zatím nepadl žádný tah.
log-at-setup = Příprava
log-at-turn = T{ $turn }
log-at-round = E{ $stage } K{ $round }
log-at-day = E{ $week } K{ $day }
log-legend-turn = T = tah
log-legend-round = E = etapa, K = kolo
log-legend-day = E = epocha, K = kolo
log-legend-secret = 🤫 = tento řádek vidíš jen ty
log-older = ◀ Starší
log-newer = Novější ▶
log-since-head = ↩️ Od tvého posledního tahu:
log-since-cut = { $n ->
        [one] ↩️ Od tvého posledního tahu ({ $n } starší záznam najdeš v { $log }):
        [few] ↩️ Od tvého posledního tahu ({ $n } starší záznamy najdeš v { $log }):
       *[other] ↩️ Od tvého posledního tahu ({ $n } starších záznamů najdeš v { $log }):
    }
log-since = ↩️ Od tvého posledního tahu: { $events }
log-since-more = { $n ->
        [one] …a ještě { $n } záznam v { $log }
        [few] …a ještě { $n } záznamy v { $log }
        [many] …a ještě { $n } záznamu v { $log }
       *[other] …a ještě { $n } záznamů v { $log }
    }
rules-none = Shrnutí pravidel není k dispozici.
play-nothing = Teď není co hrát – čeká se na: { $names }
play-not-your-turn = Nejsi na tahu – hra čeká na: { $names }
play-not-seated = Ve hře v tomto kanálu nehraješ
play-no-game = V tomto kanálu neběží žádná hra
play-form = { $what } (otevře formulář)
play-unknown = „{ $text }“ teď není žádný z tvých tahů – začni psát a vyber některý z návrhů.
play-moved-on = Od tvé volby hra pokročila – vyber znovu.
compose-empty = Vyplň prosím všechna pole.
compose-not-number = „{ $text }“ není celé číslo.
compose-out-of-range = { $value } je mimo rozsah ({ $low }–{ $high }).
compose-count = Zadej přesně { $expected } { $expected ->
        [one] číslo
        [few] čísla
       *[other] čísel
    } (zadáno: { $got }).
compose-negative = Čísla nesmějí být záporná.
compose-unreadable = „{ $text }“ nedokážu přečíst. Napiš to třeba takhle: { $example }
compose-unknown-item = „{ $word }“ tady vybrat nejde. Napiš to třeba takhle: { $example }
compose-ambiguous-item = „{ $word }“ může znamenat víc věcí – napiš delší část slova.
example-cards = např. { $example }
example-ints = např. { $example }
example-int = { $low } až { $high }
and = {" "}a{" "}
count-moves = { $n ->
        [one] { $n } tah
        [few] { $n } tahy
       *[other] { $n } tahů
    }
settings-denied = Nastavení serveru mohou měnit jen členové, kteří smějí tento server spravovat.
settings-language-server = Herní plány a lobby na tomto serveru jsou teď { $language ->
    [en] anglicky
    [sv] švédsky
    [fr] francouzsky
    [pl] polsky
   *[cs] česky
}.
settings-language-me = Odteď ti budu odpovídat { $language ->
    [en] anglicky
    [sv] švédsky
    [fr] francouzsky
    [pl] polsky
   *[cs] česky
}.

## Slash commands (descriptions; names stay as they are)
cmd-table-join = Přisedni si ke hře v tomto kanálu
cmd-table-leave = Odejdi od stolu v tomto kanálu
cmd-table-start = Spusť hru (jen zakladatel)
cmd-table-cancel = Zruš stůl nebo probíhající hru (zakladatel nebo Správa kanálů)
cmd-table-board = Pošli aktuální herní plán znovu
cmd-table-hand = Tvůj soukromý pohled (vidíš ho jen ty)
cmd-table-rules = Krátké shrnutí pravidel
cmd-table-resign = Natrvalo odejdi z probíhající hry
cmd-table-health = Jak se botovi daří: databáze, hry, poslední chyba (Správa serveru)
cmd-table-settings = Nastavení: jazyk serveru (Správa serveru), časový limit této hry (hostitel)
cmd-table-log = Celá hra slovy, stránku po stránce
cmd-play = Zahraj tah: začni psát a vyber si
cmd-me = Tvoje hry a tvoje nastavení: jazyk, nepřítomnost, připomínky
param-game = Která hra (výchozí: ta v tomto kanálu)
param-page = Kterou stránku otevřít (1 = nejnovější)
param-move = Při psaní se nabízejí tvoje povolené tahy
cmd-table = Hra v tomto kanálu: místa, plán, ruka, pravidla, záznam
param-server-language = Jazyk herních plánů a stolů na tomto serveru
param-my-language = Jazyk tvých soukromých odpovědí a nabídek
choice-auto = Automaticky
choice-language-en = English (angličtina)
choice-language-sv = Svenska (švédština)
choice-language-cs = Čeština
choice-language-fr = Français (francouzština)
choice-language-pl = Polski (polština)

## Discord's names of the permissions a board needs
perm-view_channel = Zobrazit kanál
perm-send_messages = Odesílat zprávy
perm-send_messages_in_threads = Odesílat zprávy ve vláknech
perm-embed_links = Vkládat odkazy
perm-attach_files = Přikládat soubory
perm-read_message_history = Číst historii zpráv

## Názvy příkazů a voleb (Discord: malá písmena, bez mezer, nejvýše 32 znaků)
cmdname-table = stul
cmdname-table-join = přidat-se
cmdname-table-leave = odejít
cmdname-table-start = začít
cmdname-table-cancel = zrušit
cmdname-table-board = plán
cmdname-table-hand = ruka
cmdname-table-rules = pravidla
cmdname-table-resign = vzdát-se
cmdname-table-health = stav
cmdname-table-settings = nastavení
cmdname-table-log = záznam
cmdname-me = já
cmdname-play = tah
cmdname-new = nová
optname-game = hra
optname-language = jazyk
optname-page = strana
optname-move = tah

## /stats: odehrané a vyhrané hry, hodnocení a žebříček
cmd-stats = Odehrané a vyhrané hry a dovednost hráčů na tomto serveru
param-stats-player = Výsledky jednoho hráče místo žebříčku
cmdname-stats = statistiky
optname-player = hráč
stats-title = Žebříček · { $server }
stats-rating = dovednost
stats-record = výhry / hry
stats-average = průměr bodů
stats-trend = vývoj dovednosti
stats-empty = Na tomto serveru zatím žádná hra neskončila.
stats-panel = { $game } · { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
  }
stats-podium = { $place }. { $name } ({ $rating })
stats-player-title = **{ $name }**
stats-player-line = **{ $game }**: { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }, výher { $won } ({ $percent } %), průměr bodů { $average }, dovednost { $rating } — { $place }. místo z { $of }
stats-player-none = Na tomto serveru zatím žádná dokončená hra.
stats-skill-help = Dovednost je opatrný odhad síly hráče: začíná na 0, roste s dobrými výsledky a s tím, jak ji další hry zpřesňují, a po prohrách může klesnout pod 0.
stats-updating = _Starší hry se ještě započítávají: hodnocení se může ještě změnit._

## /table undo
cmd-table-undo = Vzít zpět svůj poslední tah (dokud netáhne někdo jiný nebo se nic neodhalí)
cmdname-table-undo = zpět
undo-done = ↩️ Vzato zpět: { $move }. Plán ukazuje hru tak, jak byla předtím.
undo-barrier = Tvůj poslední tah ({ $move }) už nejde vzít zpět: pravidla ho činí konečným (podaná nabídka), nebo něco odhalil (hod, kartu) či předal hru jinému hráči.
undo-nothing = Nemáš co vzít zpět: tvůj poslední tah není posledním tahem hry (od té doby táhl někdo jiný), nebo jsi ještě netáhl.
undo-stale = Hra mezitím pokročila; nic nebylo vzato zpět.
took-back = ↩️ { $name } vzal(a) zpět: { $move }
took-back-secret = ↩️ { $name } vzal(a) zpět svůj tajný tah ({ $what }).

## /table replay
cmd-table-replay = Poslední dohraná hra znovu: body v průběhu hry a klíčové plány
cmdname-table-replay = přehrát
replay-chart = { $game } #{ $id } · body v průběhu hry
replay-moves = { $n ->
    [one] { $n } tah
    [few] { $n } tahy
   *[other] { $n } tahů
  }
replay-not-finished = Hra v tomto kanálu ještě běží: záznam bude, až skončí.
replay-cancelled = Poslední hra tady, { $title } č. { $id }, byla zrušena: zrušená hra nemá záznam k přehrání.
replay-text = **{ $game } #{ $id }**: { $moves } — vítěz: { $winners }. Graf ukazuje body všech po každém tahu, animace klíčové plány.

## /table watch
cmd-table-watch = Sledovat hru v tomto kanálu jako divák (znovu pro ukončení)
cmdname-table-watch = sledovat
watch-on = 👀 Sleduješ { $title } #{ $id }: každá zpráva o novém tahu tě zmíní. Stejným příkazem sledování ukončíš.
watch-off = Přestal(a) jsi sledovat { $title } #{ $id }.
watch-seated = Hraješ { $title } #{ $id }: plán tě zmíní, když jsi na tahu.
board-watchers = 👀 { $mentions }
undo-button = ↩️ Vzít zpět

# clocks, absence, reminders, replacement (issue 12)
cmd-table-replace = Předat místo hráče v běžící hře jinému členovi nebo AI (hostitel)
cmd-me-language = Jazyk, kterým ti bot odpovídá
cmd-me-away = Pryč do data: tvé časové limity stojí a připomínky počkají
cmd-me-reminders = Jak a kdy ti připomenu, že na tebe hra čeká
cmd-me-games = Všechny hry na všech serverech, které čekají na tvůj tah
param-clock = Časový limit tahu této hry, např. 48h nebo 2d (off: žádný)
param-replace-player = Čí místo
param-replace-with = Kdo ho převezme
param-until = Datum (2026-12-24), doba od teď (3d, 1w) nebo off
param-every = Jak často, např. 12h nebo 2d (off: nikdy)
param-quiet = Hodiny bez připomínek ve tvém časovém pásmu, např. 22-8 (off: žádné)
param-timezone = Tvé časové pásmo, např. Europe/Prague
param-dm = Připomínat soukromou zprávou místo zmínky v kanálu
cmdname-table-replace = nahradit
cmdname-me-language = jazyk
cmdname-me-away = pryč
cmdname-me-reminders = připomínky
cmdname-me-games = hry
optname-clock = limit
optname-with = kým
optname-until = do
optname-every = interval
optname-quiet = klid
optname-timezone = pásmo
optname-dm = soukromě

dur-days = { $n ->
    [one] { $n } den
    [few] { $n } dny
    [many] { $n } dne
   *[other] { $n } dní
  }
dur-hours = { $n ->
    [one] { $n } hodina
    [few] { $n } hodiny
    [many] { $n } hodiny
   *[other] { $n } hodin
  }
dur-under-minute = méně než minutu
dur-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
    [many] { $n } minuty
   *[other] { $n } minut
  }
bad-duration = Tenhle čas nepřečtu. Napiš ho jako `48h`, `2d`, `1d12h` nebo `90m` – nebo `off`.
duration-range = Vyber mezi 10 minutami a 60 dny.
bad-date = Tohle datum nepřečtu. Napiš ho jako `2026-12-24`, `24.12.2026 18:00` nebo dobu od teď jako `3d` – nebo `off`.
away-past = Ten okamžik už minul.
away-range = Pryč můžeš být nejvýš rok.
bad-quiet = Hodiny klidu napiš jako `22-8` (od 22:00 do 8:00 ve tvém časovém pásmu) – nebo `off`.
bad-timezone = Tohle časové pásmo neznám. Vyber ze seznamu, např. `Europe/Prague`.
clock-denied = Časový limit může nastavit jen hostitel nebo člen, který smí spravovat tento kanál.
clock-set = ⏳ { $title } #{ $id } má teď časový limit tahu ({ $time }): kdo nechá stůl čekat déle, může být přeskočen nebo nahrazen.
clock-off = ⏳ { $title } #{ $id } už nemá časový limit.
clock-left = { $name } { $when }
clock-out = { $name }: čas vypršel
away-until = { $name } je pryč do { $when }
clock-ran-out = ⏰ Hráči **{ $name }** vypršel časový limit ({ $time }) ve hře { $title }{ $jump }. { $mentions } – můžete za něj tah odehrát, dát mu víc času, nebo ho hostitel může nahradit.
clock-skip = Zahrát za něj: { $move }
clock-extend = Přidat čas (+{ $time })
clock-replace = Nahradit…
clock-replace-how = Aby místo hráče { $name } převzal někdo jiný, použije hostitel (nebo kdo spravuje kanál) { $command }. Nový hráč převezme ruku, figurky i historii.
clock-extended = ⏳ { $by } dal(a) hráči { $name } víc času: limit vyprší { $when }.
clock-skipped = ⏭️ { $by } zahrál(a) za hráče { $name }{ $jump }.
clock-played = ⏰ { $by } zahrál(a) za hráče { $name } (vypršel mu čas):
clock-stale = ⌛ Hra mezitím pokročila – tohle už neplatí.
clock-nothing = Za hráče { $name } teď není co hrát.
reminder-dm = ⏰ Tvoje hra { $title } na tebe čeká: { $what } – { $link }
reminder-go = Přejít na plán
replace-not-seated = { $name } v téhle hře nemá místo.
replace-denied = Místo může předat jen hostitel, člen, který smí spravovat kanál, nebo hráč sám.
replace-bot = Bot nemůže zasednout ke hře.
replace-seated = { $name } už v téhle hře místo má.
replace-stale = { $name } už toto místo nedrží: někdo ho právě předal jinému. Nic se nezměnilo.
replaced = 🔁 { $new } převzal(a) místo hráče { $old }.
replaced-you = 🔁 Hotovo: místo hráče { $old } teď hraje { $new }.
away-set = 💤 Jsi pryč do { $when }: tvé časové limity stojí a připomínky do té doby počkají. Vrátíš se dřív? { $command } s `off`.
away-back = 👋 Vítej zpět: tvé časové limity zase běží a připomínky pokračují.
reminders-every = ⏰ Připomínka přijde, když hra čeká déle než { $time }, a pak znovu vždy po stejné době.
reminders-never = 🔕 Připomínky nedostáváš.
reminders-quiet = 🌙 Nikdy mezi { $start }:00 a { $end }:00 ({ $zone }).
reminders-dm = ✉️ Soukromou zprávou (v kanálu, když máš soukromé zprávy zavřené).
reminders-channel = 💬 Zmínkou v kanálu hry.
me-games-title = { $n ->
        [one] 🎲 Čeká na tebe jedna hra:
        [few] 🎲 Čekají na tebe { $n } hry:
       *[other] 🎲 Čeká na tebe { $n } her:
    }
me-games-line = { $emoji } **{ $title }** · { $server } — čeká už { $waited }{ $clock } · { $board }
me-games-clock = , ⏳ časový limit vyprší { $when }
me-games-clock-out = , ⏳ časový limit vypršel
me-games-none = ✅ Žádná hra na tebe nečeká.
me-games-more = …a ještě { $n } dalších.
reminder-digest = { $n ->
        [one] ⏰ Tvé tiché hodiny skončily — čeká na tebe jedna hra:
        [few] ⏰ Tvé tiché hodiny skončily — čekají na tebe { $n } hry:
       *[other] ⏰ Tvé tiché hodiny skončily — čeká na tebe { $n } her:
    }

# threads (issue 12)
thread-name = { $title } · { $host }
thread-opening = { $emoji } **{ $title }**: { $mention } zakládá nový stůl…
thread-announce = { $emoji } **{ $title }**: nový stůl od { $mention } je ve vlákně { $thread }. Přidejte se tam!
thread-failed = ⚠️ Vlákno pro tuto hru se mi nepodařilo založit, a tak se otevře tady v kanálu.
settings-threads-on = 🧵 Od teď dostane každá nová hra na tomto serveru vlastní vlákno (v kanálech, kde smím zakládat vlákna). Už otevřené hry zůstávají, kde jsou.
settings-threads-off = Od teď se nové hry na tomto serveru hrají v kanálu, kde byly založeny, v každém kanálu jedna. Už otevřené hry zůstávají, kde jsou.
settings-threads-missing = ⚠️ V tomto kanálu nesmím zakládat vlákna (chybí: **{ $perms }**), a tak se hry založené tady hrají přímo v kanálu.
threads-missing-lobby = ⚠️ Vlákna jsou na tomto serveru zapnutá, ale v tomto kanálu je zakládat nesmím (chybí: **{ $perms }**), a tak se tahle hra hraje tady. Aby měla každá hra své vlákno, dej mi tu to oprávnění, nebo vlákna vypni příkazem { $command }.
health-threads-off = 🧵 Vlákna: vypnutá — hry se hrají v kanálu, kde byly založeny (zapneš je příkazem { $command }).
health-threads-ok = 🧵 Vlákna: zapnutá — každá hra dostane vlastní vlákno v každém kanálu, kam smím psát.
health-threads-server = ⚠️ Vlákna: zapnutá, ale na tomto serveru mi chybí **{ $perms }**, a tak se každá hra hraje ve svém kanálu. Dej mé roli to oprávnění (Nastavení serveru → Role), nebo vlákna vypni příkazem { $command }.
health-threads-channels = ⚠️ Vlákna: zapnutá, ale v { $channels } mi chybí **{ $perms }**: hry založené tam se hrají přímo v kanálu.
health-threads-more = a { $n ->
        [one] ještě { $n } další
        [few] ještě { $n } další
       *[other] ještě { $n } dalších
    }
perm-create_public_threads = Vytvářet veřejná vlákna
param-server-threads = Každá nová hra dostane vlastní vlákno
optname-threads = vlákna
clock-note-set = ⏳ { $name } nastavil(a) časový limit tahu ({ $time }).
clock-note-off = ⏳ { $name } vypnul(a) časový limit tahu.
settings-pick = Vyber, co změnit: `jazyk` (serveru, Správa serveru), `vlákna` (vlákno pro každou hru, Správa serveru) nebo `limit` (časový limit této hry, hostitel).

## AI u stolu: místa, zástup a vracení místa (issue 25)
ai-level-casual = Lehký
ai-level-standard = Běžný
ai-level-hard = Těžký
ai-name = 🤖 { $level }
ai-name-n = 🤖 { $level } { $n }
ai-none = { $title } zatím nemá AI hráče: každé místo musí obsadit člověk.
ai-no-level = { $title } nemá AI na úrovni { $level }.
ai-too-many = { $max ->
    [one] Hra potřebuje aspoň jednoho člověka: AI tu může obsadit nejvýš { $max } místo.
    [few] Hra potřebuje aspoň jednoho člověka: AI tu může obsadit nejvýš { $max } místa.
   *[other] Hra potřebuje aspoň jednoho člověka: AI tu může obsadit nejvýš { $max } míst.
  }
ai-only-host = Místa pro AI může přidávat a odebírat jen hostitel.
ai-none-seated = V tomto lobby nesedí žádná AI, kterou by šlo odebrat.
ai-needs-person = Hra potřebuje u stolu aspoň jednoho člověka: tohle je poslední místo, které drží člověk.
ai-cover-denied = Nechat AI převzít místo může jen hráč u tohoto stolu, jeho hostitel nebo člen, který smí spravovat kanál.
ai-holds = { $name } už je AI tohoto stolu.
ai-covers-already = Místo hráče { $name } už hraje AI.
ai-handback-none = Toto místo AI nehraje, takže není co vracet.
ai-handback-denied = Toto místo může vrátit jen { $name }, hostitel nebo člen, který smí spravovat kanál.
ai-handback-you = 👋 Tvoje místo je zase tvoje: AI ho už nehraje.
ai-handback-done = 👋 Místo hráče { $name } mu zase patří.
ai-played = 🤖 AI zahrála za hráče { $name }:
ai-covers = 🤖 AI ({ $level ->
        [casual] Lehký
        [hard] Těžký
       *[standard] Běžný
    }) hraje za hráče { $name }, dokud se nevrátí.
ai-back = 👋 { $name } zase hraje za sebe.
ai-choose = Která AI přisedne ke hře { $title }? Vyber úroveň – dalším výběrem přidáš další místo.
ai-added = ✅ { $name } přisedl ke stolu. Vyber znovu pro další místo.
button-ai-add = Přidat AI
button-ai-remove = Odebrat AI
clock-ai = Převezme AI
clock-ai-done = 🤖 { $by } svěřil(a) místo hráče { $name } AI{ $jump }. Hráči se vrátí při jeho dalším tahu nebo příkazem { $command }.
replace-pick = Řekni, kdo místo převezme: člen (`kým`) nebo AI stolu (`ai`) – jedno z toho.
away-ai = { $n ->
    [one] 🤖 Zatímco jsi pryč, hraje AI tvé místo v { $n } hře; při tvém dalším tahu tam je zase tvoje, nebo použij { $command }.
    [few] 🤖 Zatímco jsi pryč, hraje AI tvá místa ve { $n } hrách; každé je zase tvoje při tvém dalším tahu v dané hře, nebo použij { $command }.
   *[other] 🤖 Zatímco jsi pryč, hraje AI tvá místa v { $n } hrách; každé je zase tvoje při tvém dalším tahu v dané hře, nebo použij { $command }.
  }
away-ai-none = Právě nemáš místo v žádné běžící hře, takže AI nemá za tebe co hrát.
cmd-table-handback = Vezmi si své místo zpět od AI, která ho za tebe hraje
cmdname-table-handback = vrátit
param-handback-player = Komu se místo vrací (hostitel: komukoli)
param-replace-ai = Nebo dej místo AI tohoto stolu, na této úrovni
param-away-ai = Ať AI tohoto stolu hraje tvá místa, dokud budeš pryč
param-ai-seats = Kolik míst obsadí AI tohoto stolu (kromě tvého)
param-ai-level = Jak dobře AI hraje
optname-ai = ai
optname-level = úroveň
