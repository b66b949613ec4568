lobby-open = Lobby otwarte
lobby-started = Gra rozpoczęta
lobby-cancelled = Gra anulowana
lobby-finished = Gra zakończona
lobby-players = Gracze: { $n }/{ $max }
lobby-options = Opcje
lobby-host = (gospodarz)
lobby-help = Kliknij **Dołącz**, aby zająć miejsce ({ $min }–{ $max } graczy). Gospodarz rozpocznie grę, gdy wszyscy będą gotowi.
lobby-was-cancelled = To lobby zostało anulowane.
lobby-has-started = Gra się rozpoczęła — plansza jest poniżej.
button-join = Dołącz
button-leave = Wyjdź
button-start = Rozpocznij
button-cancel = Anuluj
joined = Dołączasz do gry. Twój kolor: { $colour ->
        [red] czerwony
        [blue] niebieski
        [orange] pomarańczowy
        [green] zielony
        [purple] fioletowy
        [white] biały
       *[other] { $colour }
    }.
left = Opuszczasz lobby.
host-cannot-leave = Jesteś gospodarzem: zamiast wychodzić, anuluj lobby.
only-host-starts = Tylko gospodarz może rozpocząć grę.
too-few = { $title }: potrzeba co najmniej { $min ->
        [one] { $min } gracza
       *[other] { $min } graczy
    } (na razie w lobby: { $n }).
already-started = Ta gra została już rozpoczęta albo anulowana.
started = Gra się rozpoczęła — plansza jest poniżej.
begins = Grają: { $names }. Zaczynamy!
only-host-cancels = Grę może anulować tylko gospodarz albo ktoś z uprawnieniem Zarządzaj kanałami.
cancel-ask = Anulować grę { $title } nr { $id } dla wszystkich? Skończy się tutaj i nie da się jej wznowić.
cancel-ask-lobby = Zamknąć lobby gry { $title } nr { $id }? Wszystkie miejsca w nim przepadną.
cancel-yes = Tak, anuluj
cancel-keep = Nie, zostaw
cancel-done = Gra { $title } nr { $id } została anulowana.
cancel-gone = Ta gra już się skończyła albo została anulowana.
cancelled-by = { $emoji } Gra { $title } została anulowana przez { $mention }.
changed-meanwhile = W międzyczasie gra się zmieniła — spróbuj jeszcze raz.
lobby-closed = To lobby jest zamknięte.
already-joined = Już grasz w tej grze.
not-in-lobby = Nie masz miejsca w tym lobby.
game-full = Brak wolnych miejsc (limit graczy: { $max }).
no-game = Na tym kanale nie toczy się żadna gra. Otwórz nową jednym z poleceń: { $examples }.
no-game-yet = Na tym kanale nie rozegrano jeszcze żadnej gry.
channel-busy = Na tym kanale trwa już gra { $title }. Najpierw ją dokończ lub anuluj albo zacznij nową na innym kanale lub w wątku.
not-in-server = W gry można grać tylko na kanale lub w wątku serwera.
not-started = Ta gra jeszcze się nie zaczęła.
game-over = Ta gra { $title } już się skończyła — zacznij nową poleceniem { $new }.
game-gone = Ta gra już nie istnieje.
not-playing = Nie grasz w tej grze. Możesz kibicować albo otworzyć własną poleceniem { $new } na innym kanale.
old-board = Ta plansza jest nieaktualna — użyj przycisków pod najnowszą wiadomością z planszą{ $jump }.
stale-menu = ⌛ To menu jest nieaktualne — gra poszła dalej. Użyj przycisków pod najnowszą planszą ({ $cmd_table_board } wyświetli ją ponownie).
already-made = Ten ruch został już wykonany — gra poszła dalej. Użyj najnowszej planszy.
not-your-turn = To nie twoja kolej — gra czeka na: { $names }.
nothing-here = Teraz nie możesz zrobić niczego takiego.
not-for-you = Ten przycisk nie jest dla ciebie — jest dla: { $names }.
nothing-at-all = Teraz nie masz żadnego ruchu — gra czeka na: { $names }.
done = ✅ { $what }
refused = ⛔ { $reason }
board-not-posted = ⚠️ Nie mogę tu wstawić planszy: nadaj mi na tym kanale uprawnienia Wysyłaj wiadomości, Załączaj pliki i Osadzaj linki, a potem użyj { $cmd_table_board }.
board-failed-permissions = ⚠️ Nie udało się wstawić planszy: brakuje mi na tym kanale tych uprawnień: **{ $perms }**. Poproś moderatora o ich nadanie — plansza pojawi się sama, gdy tylko będę mógł pisać (albo użyj { $cmd_table_board }).
board-failed-discord = ⚠️ Discord teraz nie odpowiada, więc nie udało się wstawić planszy. Nic nie przepadło: plansza pojawi się sama, gdy tylko Discord odpowie.
board-failed-discord-again = ⚠️ Discord teraz nie odpowiada, więc nie udało się wstawić planszy — za minutę spróbuj ponownie { $cmd_table_board }.
board-failed-gone = ⚠️ Nie udało się wstawić planszy: ten kanał zniknął albo już go nie widzę.
board-failed-rejected = ⚠️ Discord odrzucił wiadomość z planszą. Nic nie przepadło; operator bota został powiadomiony.
board-failed-storage = ⚠️ Ruch jest zapisany, ale baza danych bota nie zdołała zapisać planszy, więc nie została opublikowana. Operator został powiadomiony; plansza pojawi się sama, gdy baza znów zacznie działać.
board-posted-later = (Wstawiona z opóźnieniem: przez jakiś czas Discord był nieosiągalny.)
needs-permissions = ⚠️ Nie mogę tu poprowadzić gry: brakuje mi na tym kanale tych uprawnień: **{ $perms }**. Poproś moderatora o ich nadanie i spróbuj ponownie.
started-no-board = Gra się rozpoczęła, ale jej plansza jeszcze się nie pojawiła.
wrong-channel = Ten przycisk należy do gry na innym kanale — tutaj nic nie robi.
storage-full = ⚠️ Dysk bota jest pełny, więc nie dało się niczego zapisać. Nic się nie zmieniło; operator został powiadomiony — spróbuj później.
storage-readonly = ⚠️ Do bazy danych bota nie da się teraz zapisywać. Nic się nie zmieniło; operator został powiadomiony — spróbuj później.
storage-corrupt = ⚠️ Baza danych bota jest uszkodzona. Nic się nie zmieniło; operator został powiadomiony.
storage-locked = ⚠️ Baza danych bota jest zajęta. Nic się nie zmieniło — spróbuj za chwilę.
storage-unavailable = ⚠️ Bot nie może połączyć się ze swoją bazą danych. Nic się nie zmieniło; operator został powiadomiony — spróbuj później.
discord-unavailable = ⚠️ Discord teraz nie odpowiada. Spróbuj za minutę.
something-wrong = Przepraszam, coś poszło nie tak. Nic się nie zmieniło.
bad-option = Nie mogę odczytać opcji **{ $name }** tego polecenia: polecenie nie przyjmuje takiej wartości. Nic nie zmieniono — wybierz polecenie ponownie z listy Discorda.
health-denied = Stan bota mogą sprawdzać tylko osoby, które mogą zarządzać tym serwerem.
health-title = 🩺 **Stan Caravanserai**
health-database = Baza danych: `{ $path }` (schemat v{ $schema })
health-games = Trwające gry: **{ $active }** · plansze czekające na wstawienie: **{ $behind }**
health-up = Działa od <t:{ $since }:R> · opóźnienie bramy (gateway) { $latency } ms
health-last-error =
    Ostatni błąd <t:{ $when }:R>: `{ $error }`
    (od startu błędy bazy danych: { $storage }, błędy Discorda: { $discord })
health-no-error = Od startu bez błędów.
health-this-process = Ten proces: shardy { $shards } · pid { $pid }
health-process = { $connected ->
    [yes] 🟢
   *[no] 🔴
} Proces `{ $name }`: pid { $pid } na { $host }, ostatni sygnał życia { $age } s temu
health-process-silent = ⚠️ Proces `{ $name }`: brak sygnału życia od { $age } s (zatrzymany czy zawieszony?)
confirm-yes = Tak
confirm-no = Anuluj
confirm-go = Potwierdź
confirm-back = Wstecz
menu-cancelled = Nic nie zrobiono.
menu-choose = Wybierz…
menu-page = Strona { $page } z { $pages }
menu-prev = ◀ Poprzednia
menu-next = Następna ▶
menu-chosen = Wybrano dotąd: { $chosen }
menu-type = Co chcesz zrobić?
form-open = Wypełnij formularz
hand-empty = W tej grze nie masz nic ukrytego przed innymi.
board-reposted = Plansza wstawiona ponownie (na prośbę: { $name }).
board-fresh = Oto świeża kopia planszy: działają przyciski pod nią.
board-fresh-final = Oto końcowa plansza ostatniej gry na tym kanale. Zacznij nową jednym z poleceń: { $examples }.
board-was-cancelled = Ostatnia gra na tym kanale została anulowana, więc nie ma planszy do pokazania. Zacznij nową jednym z poleceń: { $examples }.
restarted = (Bot został uruchomiony ponownie; oto aktualna plansza.)
auto-played = ⚙️ Zagrane automatycznie za gracza { $name } — możliwy był tylko jeden wynik:
game-over-line = 🏁 **Koniec gry.**
final-standings = Wyniki końcowe
wins = Wygrywa **{ $names }**!
share-win = Zwycięstwo dzielą: **{ $names }**!
footer = Gra nr { $id } · ruch { $version }
lobby-footer = Gra nr { $id }
reminder = ⏰ { $mentions } — gra { $title } na tym kanale czeka: { $what }
log-title = 📜 **{ $title } nr { $id }** — strona { $page } z { $pages } (najnowsze najpierw) · { $when }
log-empty = Gra { $title } nr { $id }: na razie brak ruchów.
log-at-setup = Przygotowanie
log-at-turn = T{ $turn }
log-at-round = E{ $stage } R{ $round }
log-at-day = T{ $week } D{ $day }
log-legend-turn = T = tura
log-legend-round = E = etap, R = runda
log-legend-day = T = tydzień, D = dzień
log-legend-secret = 🤫 = tylko ty widzisz ten wiersz
log-older = ◀ Starsze
log-newer = Nowsze ▶
log-since-head = ↩️ Od twojego ostatniego ruchu:
log-since-cut = { $n ->
        [one] ↩️ Od twojego ostatniego ruchu ({ $n } starszy wpis w { $log }):
        [few] ↩️ Od twojego ostatniego ruchu ({ $n } starsze wpisy w { $log }):
       *[other] ↩️ Od twojego ostatniego ruchu ({ $n } starszych wpisów w { $log }):
    }
log-since = ↩️ Od twojego ostatniego ruchu: { $events }
log-since-more = { $n ->
        [one] …i jeszcze { $n } wpis w { $log }
        [few] …i jeszcze { $n } wpisy w { $log }
        [many] …i jeszcze { $n } wpisów w { $log }
       *[other] …i jeszcze { $n } wpisu w { $log }
    }
rules-none = Brak streszczenia zasad.
play-nothing = Teraz nie ma nic do zagrania — czekamy na: { $names }
play-not-your-turn = Nie twoja kolej — gra czeka na: { $names }
play-not-seated = Nie grasz w grze na tym kanale
play-no-game = Na tym kanale nie toczy się żadna gra
play-form = { $what } (otwiera formularz)
play-unknown = „{ $text }” nie jest teraz twoim ruchem — zacznij pisać i wybierz jedną z podpowiedzi.
play-moved-on = Od twojego wyboru gra poszła dalej — wybierz jeszcze raz.
compose-empty = Wypełnij wszystkie pola.
compose-not-number = „{ $text }” nie jest liczbą całkowitą.
compose-out-of-range = { $value } jest poza zakresem ({ $low }–{ $high }).
compose-count = Podaj dokładnie { $expected ->
        [one] { $expected } liczbę
        [few] { $expected } liczby
       *[many] { $expected } liczb
    } (podano { $got }).
compose-negative = Liczby nie mogą być ujemne.
compose-unreadable = Nie rozumiem: „{ $text }”. Napisz to np. tak: { $example }
compose-unknown-item = „{ $word }” — tego nie można tu wybrać. Napisz to np. tak: { $example }
compose-ambiguous-item = „{ $word }” może znaczyć kilka rzeczy — dopisz więcej liter.
example-cards = np. { $example }
example-ints = np. { $example }
example-int = od { $low } do { $high }
and = {" "}i{" "}
count-moves = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    }
settings-denied = Ustawienia serwera mogą zmieniać tylko osoby, które mogą zarządzać tym serwerem.
settings-language-server = Plansze i lobby na tym serwerze są teraz { $language ->
    [en] po angielsku
    [sv] po szwedzku
    [cs] po czesku
    [fr] po francusku
   *[pl] po polsku
}.
settings-language-me = Od teraz będę ci odpowiadać { $language ->
    [en] po angielsku
    [sv] po szwedzku
    [cs] po czesku
    [fr] po francusku
   *[pl] po polsku
}.

## Slash commands (descriptions; names stay as they are)
cmd-table-join = Zajmij miejsce przy stole na tym kanale
cmd-table-leave = Opuść stół na tym kanale
cmd-table-start = Rozpocznij grę (tylko gospodarz)
cmd-table-cancel = Anuluj stół lub trwającą grę (gospodarz lub Zarządzanie kanałami)
cmd-table-board = Wyślij ponownie aktualną planszę
cmd-table-hand = Twój prywatny widok (widzisz go tylko ty)
cmd-table-rules = Krótkie podsumowanie zasad
cmd-table-resign = Opuść trwającą grę na dobre
cmd-table-health = Jak się ma bot: baza danych, gry, ostatni błąd (Zarządzanie serwerem)
cmd-table-settings = Ustawienia: język serwera (Zarządzanie serwerem), zegar tej gry (gospodarz)
cmd-table-log = Cała gra słowami, strona po stronie
cmd-play = Wykonaj ruch: zacznij pisać i wybierz
cmd-me = Twoje gry i twoje ustawienia: język, nieobecność, przypomnienia
param-game = Która gra (domyślnie ta z tego kanału)
param-page = Którą stronę otworzyć (1 = najnowsza)
param-move = Podczas pisania podpowiadamy twoje dozwolone ruchy
cmd-table = Gra na tym kanale: miejsca, plansza, ręka, zasady, dziennik
param-server-language = Język plansz i stołów na tym serwerze
param-my-language = Język twoich prywatnych odpowiedzi i menu
choice-auto = Automatycznie
choice-language-en = English (angielski)
choice-language-sv = Svenska (szwedzki)
choice-language-cs = Čeština (czeski)
choice-language-fr = Français (francuski)
choice-language-pl = Polski

## Discord's names of the permissions a board needs
perm-view_channel = Wyświetlanie kanału
perm-send_messages = Wysyłanie wiadomości
perm-send_messages_in_threads = Wysyłanie wiadomości w wątkach
perm-embed_links = Osadzanie linków
perm-attach_files = Załączanie plików
perm-read_message_history = Czytanie historii wiadomości

## Nazwy poleceń i opcji (Discord: małe litery, bez spacji, najwyżej 32 znaki)
cmdname-table = stol
cmdname-table-join = dołącz
cmdname-table-leave = opuść
cmdname-table-start = rozpocznij
cmdname-table-cancel = anuluj
cmdname-table-board = plansza
cmdname-table-hand = ręka
cmdname-table-rules = zasady
cmdname-table-resign = poddaj-się
cmdname-table-health = stan
cmdname-table-settings = ustawienia
cmdname-table-log = dziennik
cmdname-me = ja
cmdname-play = ruch
cmdname-new = nowa
optname-game = gra
optname-language = język
optname-page = strona
optname-move = ruch

## /stats: rozegrane i wygrane partie, ranking i tabela
cmd-stats = Rozegrane i wygrane partie oraz umiejętność graczy na tym serwerze
param-stats-player = Wyniki jednego gracza zamiast tabeli
cmdname-stats = statystyki
optname-player = gracz
stats-title = Ranking · { $server }
stats-rating = umiejętność
stats-record = wygrane / rozegrane
stats-average = średnia pkt
stats-trend = zmiana umiejętności
stats-empty = Na tym serwerze nie zakończyła się jeszcze żadna partia.
stats-panel = { $game } · { $games ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
  }
stats-podium = { $place }. { $name } ({ $rating })
stats-player-title = **{ $name }**
stats-player-line = **{ $game }**: { $played ->
    [one] { $played } partia
    [few] { $played } partie
   *[many] { $played } partii
  }, wygrane: { $won } ({ $percent } %), średnia { $average } pkt, umiejętność { $rating } — miejsce { $place } z { $of }
stats-player-none = Na tym serwerze nie ma jeszcze zakończonej partii.
stats-skill-help = Umiejętność to ostrożna ocena siły gracza: zaczyna się od 0, rośnie z dobrymi wynikami i w miarę, jak kolejne partie czynią ją pewniejszą, a po porażkach może spaść poniżej 0.
stats-updating = _Starsze partie są jeszcze doliczane: rankingi mogą się jeszcze zmienić._

## /table undo
cmd-table-undo = Cofnij swój ostatni ruch (dopóki nikt inny nie zagra i nic nie zostanie odkryte)
cmdname-table-undo = cofnij
undo-done = ↩️ Cofnięto: { $move }. Plansza pokazuje grę sprzed tego ruchu.
undo-barrier = Twojego ostatniego ruchu ({ $move }) nie da się już cofnąć: zasady czynią go ostatecznym (złożona oferta), albo coś odkrył (rzut, kartę) lub przekazał grę innemu graczowi.
undo-nothing = Nie masz czego cofnąć: twój ostatni ruch nie jest ostatnim ruchem gry (ktoś inny już zagrał) albo jeszcze nie zagrałeś.
undo-stale = Gra potoczyła się dalej w trakcie prośby; nic nie cofnięto.
took-back = ↩️ { $name } cofa: { $move }
took-back-secret = ↩️ { $name } cofa swój tajny ruch ({ $what }).

## /table replay
cmd-table-replay = Ostatnia zakończona tu partia: punkty w trakcie gry i kluczowe plansze
cmdname-table-replay = powtórka
replay-chart = { $game } #{ $id } · punkty w trakcie partii
replay-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
  }
replay-not-finished = Partia na tym kanale jeszcze trwa: powtórka będzie po jej zakończeniu.
replay-cancelled = Ostatnia gra tutaj, { $title } nr { $id }, została anulowana: anulowana gra nie ma powtórki.
replay-text = **{ $game } #{ $id }**: { $moves } — wygrywa { $winners }. Wykres pokazuje punkty wszystkich po każdym ruchu, animacja kluczowe plansze.

## /table watch
cmd-table-watch = Obserwuj grę na tym kanale jako widz (ponownie, aby przestać)
cmdname-table-watch = obserwuj
watch-on = 👀 Obserwujesz { $title } #{ $id }: każda wiadomość o nowej turze cię wspomni. Ta sama komenda kończy obserwowanie.
watch-off = Już nie obserwujesz { $title } #{ $id }.
watch-seated = Grasz w { $title } #{ $id }: plansza już wspomina cię, gdy jest twoja tura.
board-watchers = 👀 { $mentions }
undo-button = ↩️ Cofnij

# clocks, absence, reminders, replacement (issue 12)
cmd-table-replace = Oddaj miejsce gracza w trwającej grze innemu członkowi lub AI (gospodarz)
cmd-me-language = Język, w którym bot ci odpowiada
cmd-me-away = Nieobecność do daty: twoje zegary stoją, a przypomnienia czekają
cmd-me-reminders = Jak i kiedy przypominam ci, że gra na ciebie czeka
cmd-me-games = Wszystkie gry, na wszystkich serwerach, które czekają na twój ruch
param-clock = Zegar tury tej gry, np. 48h albo 2d (off: brak)
param-replace-player = Czyje miejsce
param-replace-with = Kto je przejmuje
param-until = Data (2026-12-24), czas od teraz (3d, 1w) albo off
param-every = Jak często, np. 12h albo 2d (off: nigdy)
param-quiet = Godziny bez przypomnień w twojej strefie czasowej, np. 22-8 (off: brak)
param-timezone = Twoja strefa czasowa, np. Europe/Warsaw
param-dm = Przypominaj mi wiadomością prywatną zamiast wzmianki na kanale
cmdname-table-replace = zastąp
cmdname-me-language = język
cmdname-me-away = nieobecność
cmdname-me-reminders = przypomnienia
cmdname-me-games = gry
optname-clock = zegar
optname-with = kim
optname-until = do
optname-every = co-ile
optname-quiet = cisza
optname-timezone = strefa
optname-dm = prywatnie

dur-days = { $n ->
    [one] { $n } dzień
    [few] { $n } dni
    [many] { $n } dni
   *[other] { $n } dnia
  }
dur-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
    [many] { $n } godzin
   *[other] { $n } godziny
  }
dur-under-minute = mniej niż minutę
dur-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
    [many] { $n } minut
   *[other] { $n } minuty
  }
bad-duration = Nie umiem odczytać tego czasu. Napisz go jak `48h`, `2d`, `1d12h` albo `90m` — albo `off`.
duration-range = Wybierz od 10 minut do 60 dni.
bad-date = Nie umiem odczytać tej daty. Napisz ją jak `2026-12-24`, `24.12.2026 18:00` albo czas od teraz jak `3d` — albo `off`.
away-past = Ten moment już minął.
away-range = Nieobecność może trwać najwyżej rok.
bad-quiet = Godziny ciszy napisz jak `22-8` (od 22:00 do 8:00 w twojej strefie czasowej) — albo `off`.
bad-timezone = Nie znam tej strefy czasowej. Wybierz jedną z listy, np. `Europe/Warsaw`.
clock-denied = Zegar tury może ustawić tylko gospodarz albo osoba, która może zarządzać tym kanałem.
clock-set = ⏳ { $title } #{ $id } ma teraz zegar tury ({ $time }): kto każe stołowi czekać dłużej, może zostać pominięty albo zastąpiony.
clock-off = ⏳ { $title } #{ $id } nie ma już zegara tury.
clock-left = { $name } { $when }
clock-out = { $name }: czas minął
away-until = { $name }: nieobecność do { $when }
clock-ran-out = ⏰ Zegar tury gracza **{ $name }** ({ $time }) skończył się w grze { $title }{ $jump }. { $mentions } — możecie zagrać jego turę za niego, dać mu więcej czasu albo gospodarz może go zastąpić.
clock-skip = Zagraj za niego: { $move }
clock-extend = Dodaj czas (+{ $time })
clock-replace = Zastąp…
clock-replace-how = Aby oddać miejsce gracza { $name } komuś innemu, gospodarz (albo osoba zarządzająca kanałem) używa { $command }. Nowa osoba przejmuje rękę, pionki i historię.
clock-extended = ⏳ { $by } dał(a) graczowi { $name } więcej czasu: zegar skończy się { $when }.
clock-skipped = ⏭️ { $by } zagrał(a) za gracza { $name }{ $jump }.
clock-played = ⏰ { $by } zagrał(a) za gracza { $name } (skończył mu się czas):
clock-stale = ⌛ Gra poszła od tego czasu dalej — to jest już nieaktualne.
clock-nothing = Teraz nie ma nic do zagrania za gracza { $name }.
reminder-dm = ⏰ Twoja gra { $title } na ciebie czeka: { $what } — { $link }
reminder-go = Przejdź do planszy
replace-not-seated = { $name } nie ma miejsca w tej grze.
replace-denied = Miejsce może oddać tylko gospodarz, osoba zarządzająca kanałem albo sam gracz.
replace-bot = Bot nie może zająć miejsca.
replace-seated = { $name } ma już miejsce w tej grze.
replace-stale = { $name } nie zajmuje już tego miejsca: ktoś przed chwilą je oddał. Nic nie zmieniono.
replaced = 🔁 { $new } przejmuje miejsce gracza { $old }.
replaced-you = 🔁 Gotowe: miejsce gracza { $old } zajmuje teraz { $new }.
away-set = 💤 Nieobecność do { $when }: twoje zegary stoją, a przypomnienia czekają do tego czasu. Wracasz wcześniej? { $command } z `off`.
away-back = 👋 Witaj z powrotem: twoje zegary znów chodzą, a przypomnienia wracają.
reminders-every = ⏰ Przypomnienie przychodzi, gdy gra czeka dłużej niż { $time }, a potem znów w tym samym odstępie.
reminders-never = 🔕 Nie dostajesz przypomnień.
reminders-quiet = 🌙 Nigdy między { $start }:00 a { $end }:00 ({ $zone }).
reminders-dm = ✉️ Wiadomością prywatną (na kanale, gdy masz zamknięte wiadomości prywatne).
reminders-channel = 💬 Wzmianką na kanale gry.
me-games-title = { $n ->
        [one] 🎲 Czeka na ciebie jedna gra:
        [few] 🎲 Czekają na ciebie { $n } gry:
       *[other] 🎲 Czeka na ciebie { $n } gier:
    }
me-games-line = { $emoji } **{ $title }** · { $server } — czeka już { $waited }{ $clock } · { $board }
me-games-clock = , ⏳ czas minie { $when }
me-games-clock-out = , ⏳ czas minął
me-games-none = ✅ Żadna gra na ciebie nie czeka.
me-games-more = …i jeszcze { $n }.
reminder-digest = { $n ->
        [one] ⏰ Twoje godziny ciszy minęły — czeka na ciebie jedna gra:
        [few] ⏰ Twoje godziny ciszy minęły — czekają na ciebie { $n } gry:
       *[other] ⏰ Twoje godziny ciszy minęły — czeka na ciebie { $n } gier:
    }

# threads (issue 12)
thread-name = { $title } · { $host }
thread-opening = { $emoji } **{ $title }**: { $mention } otwiera stół…
thread-announce = { $emoji } **{ $title }**: nowy stół od { $mention } czeka w wątku { $thread }. Dołączcie tam!
thread-failed = ⚠️ Nie udało mi się założyć wątku dla tej gry, więc otwiera się tutaj, na kanale.
settings-threads-on = 🧵 Od teraz każda nowa gra na tym serwerze dostaje własny wątek (na kanałach, na których mogę tworzyć wątki). Już otwarte gry zostają tam, gdzie są.
settings-threads-off = Od teraz nowe gry na tym serwerze toczą się na kanale, na którym je założono, po jednej naraz na kanał. Już otwarte gry zostają tam, gdzie są.
settings-threads-missing = ⚠️ Na tym kanale nie mogę tworzyć wątków (brakuje: **{ $perms }**), więc gry założone tutaj toczą się na samym kanale.
threads-missing-lobby = ⚠️ Wątki są na tym serwerze włączone, ale na tym kanale nie mogę ich tworzyć (brakuje: **{ $perms }**), więc ta gra toczy się tutaj. Aby każda gra miała swój wątek, daj mi tu to uprawnienie albo wyłącz wątki poleceniem { $command }.
health-threads-off = 🧵 Wątki: wyłączone — gry toczą się na kanale, na którym je założono (włączysz je poleceniem { $command }).
health-threads-ok = 🧵 Wątki: włączone — każda gra dostaje własny wątek na każdym kanale, na którym mogę pisać.
health-threads-server = ⚠️ Wątki: włączone, ale na tym serwerze brakuje mi uprawnienia **{ $perms }**, więc każda gra toczy się na swoim kanale. Daj mojej roli to uprawnienie (Ustawienia serwera → Role) albo wyłącz wątki poleceniem { $command }.
health-threads-channels = ⚠️ Wątki: włączone, ale na { $channels } brakuje mi uprawnienia **{ $perms }**: gry założone tam toczą się na kanale.
health-threads-more = i jeszcze { $n }
perm-create_public_threads = Tworzenie wątków publicznych
param-server-threads = Każda nowa gra dostaje własny wątek
optname-threads = wątki
clock-note-set = ⏳ { $name } ustawił(a) zegar tury ({ $time }).
clock-note-off = ⏳ { $name } wyłączył(a) zegar tury.
settings-pick = Wybierz, co zmienić: `język` (serwera, Zarządzanie serwerem), `wątki` (wątek dla każdej gry, Zarządzanie serwerem) albo `zegar` (zegar tury tej gry, gospodarz).

## AI przy stole: miejsca, zastępstwo i oddawanie miejsca (issue 25)
ai-level-casual = Łatwy
ai-level-standard = Standardowy
ai-level-hard = Trudny
ai-name = 🤖 { $level }
ai-name-n = 🤖 { $level } { $n }
ai-none = { $title } nie ma jeszcze graczy AI: każde miejsce potrzebuje człowieka.
ai-no-level = { $title } nie ma AI na poziomie { $level }.
ai-too-many = { $max ->
    [one] Gra potrzebuje co najmniej jednego człowieka: AI może tu zająć najwyżej { $max } miejsce.
    [few] Gra potrzebuje co najmniej jednego człowieka: AI może tu zająć najwyżej { $max } miejsca.
   *[many] Gra potrzebuje co najmniej jednego człowieka: AI może tu zająć najwyżej { $max } miejsc.
  }
ai-only-host = Tylko gospodarz może dodawać i usuwać miejsca AI.
ai-none-seated = W tym lobby nie ma miejsca AI do usunięcia.
ai-needs-person = Gra potrzebuje przy stole co najmniej jednego człowieka: to ostatnie miejsce zajmowane przez człowieka.
ai-cover-denied = Pozwolić AI przejąć miejsce może tylko gracz przy tym stole, jego gospodarz albo osoba zarządzająca kanałem.
ai-holds = { $name } to już AI tego stołu.
ai-covers-already = Miejsce gracza { $name } już gra AI.
ai-handback-none = AI nie gra tego miejsca, więc nie ma czego oddawać.
ai-handback-denied = To miejsce może oddać tylko { $name }, gospodarz albo osoba zarządzająca kanałem.
ai-handback-you = 👋 Twoje miejsce znów należy do ciebie: AI już za ciebie nie gra.
ai-handback-done = 👋 Gracz { $name } odzyskał swoje miejsce.
ai-played = 🤖 AI zagrało za gracza { $name }:
ai-covers = 🤖 AI ({ $level ->
        [casual] Łatwy
        [hard] Trudny
       *[standard] Standardowy
    }) gra za gracza { $name }, dopóki nie wróci.
ai-back = 👋 { $name } znów gra za siebie.
ai-choose = Które AI ma zająć miejsce w grze { $title }? Wybierz poziom — jeszcze raz, by dodać kolejne miejsce.
ai-added = ✅ { $name } zajął miejsce. Wybierz ponownie, by dodać kolejne.
button-ai-add = Dodaj AI
button-ai-remove = Usuń AI
clock-ai = AI przejmuje
clock-ai-done = 🤖 { $by } oddał(a) miejsce gracza { $name } w ręce AI{ $jump }. Wróci do niego przy jego następnym ruchu albo przez { $command }.
replace-pick = Podaj, kto przejmuje miejsce: członek (`kim`) albo AI stołu (`ai`) — jedno z dwóch.
away-ai = { $n ->
    [one] 🤖 Podczas twojej nieobecności AI gra za ciebie — { $n } gra. Miejsce wraca do ciebie przy twoim następnym ruchu albo przez { $command }.
    [few] 🤖 Podczas twojej nieobecności AI gra za ciebie — { $n } gry. Każde miejsce wraca do ciebie przy twoim następnym ruchu w danej grze albo przez { $command }.
   *[many] 🤖 Podczas twojej nieobecności AI gra za ciebie — { $n } gier. Każde miejsce wraca do ciebie przy twoim następnym ruchu w danej grze albo przez { $command }.
  }
away-ai-none = Nie masz teraz miejsca w żadnej trwającej grze, więc AI nie ma za ciebie czego grać.
cmd-table-handback = Odbierz swoje miejsce od AI, które gra za ciebie
cmdname-table-handback = odbierz
param-handback-player = Czyje miejsce wraca do gracza (gospodarz: dowolne)
param-replace-ai = Albo oddaj miejsce AI stołu, na tym poziomie
param-away-ai = Niech AI stołu gra twoje miejsca podczas twojej nieobecności
param-ai-seats = Ile miejsc zajmuje AI stołu (oprócz twojego)
param-ai-level = Jak dobrze gra AI
optname-ai = ai
optname-level = poziom
