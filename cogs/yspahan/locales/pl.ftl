title = Yspahan
description = Yspahan: kostki, suki i karawana
new-help = Otwórz na tym kanale grę Yspahan (2–4 graczy)
rules =
    {"*"}*Yspahan** — 3 tygodnie po 7 dni. Wygrywa ten, kto po 3. tygodniu ma najwięcej punktów zwycięstwa (PZ).
    • Każdego dnia pierwszy gracz może dokupić do 3 żółtych kostek (po 1 monecie) i rzuca; kostki grupuje się według wyników w 6 rzędach wieży: rząd 1 wielbłądy, rzędy 2–5 dzielnice Worek, Beczka, Skrzynia i Waza, rząd 6 monety. Żółte kostki liczą się tylko dla pierwszego gracza.
    • Po kolei każdy gracz wybiera rząd, którego nikt dziś nie wziął, i albo wykonuje jego akcję (1 wielbłąd, 1 towar albo 1 moneta za kostkę; odrzucona karta daje +1 kostkę), albo dobiera 1 kartę, albo przesuwa Nadzorcę o co najmniej tyle pól, ile wynosi wynik kostek (każde dodatkowe pole kosztuje 1 monetę). Gdy nie ma już rzędu, dobiera się kartę.
    • Towary trafiają do pustych sklepów dzielnicy danego rzędu; rozpoczęty suk trzeba najpierw zapełnić; suk z towarem innego gracza jest dla ciebie zamknięty.
    • Tam, gdzie stanie Nadzorca, towary z sąsiednich sklepów idą do karawany (kolejność wybiera ten, kto go przesunął); właściciel może zapłacić 1 wielbłąda, żeby zostawić towar w sklepie i wysłać zamiast niego towar z zapasu. Wejście do karawany daje 1/2/3 PZ zależnie od sekcji; pełna karawana daje każdemu jego towary × sekcję jego najwyższego towaru i się opróżnia.
    • Po rzędzie możesz postawić jeden budynek (za wielbłądy i monety): 2.–5. +5 PZ, 6. +10 PZ.
    • Koniec tygodnia: każdy zapełniony suk daje swoje PZ właścicielowi, liczy się karawana; suki się opróżniają, a Nadzorca wraca na środek.
    • 2 graczy: gra pierwszy gracz, drugi gracz i znowu pierwszy; budowa kosztuje rząd.
    {"*"}*Zasady z wydanej gry**: najwyższe kostki zawsze trafiają do rzędu monet, pierwszy gracz przechodzi zgodnie z ruchem wskazówek zegara, budynki dają 0/0/5/5/5/10, Nadzorca może też przejść mniej pól (1 moneta za pole), karawana daje 2/1/0.
hand = Moje karty
option-ruleset = Zasady
option-ruleset-help = Zasady z pierwotnego opisu (domyślne) albo z wydanej gry
option-ruleset-seed = Zasady z opisu
option-ruleset-published = Zasady z wydanej gry
confirm-resign = Na pewno poddać tę grę w Yspahan na dobre? Twoje towary zostaną na planszy, a twoje tury będą pomijane.

## Board buttons, menu steps and prompts
group-buy_yellow = Kup żółtą kostkę
group-roll = Rzuć kostkami
group-take_action = Weź rząd
group-take_card = Weź kartę
group-draw_card = Dobierz kartę
group-move_supervisor = Przesuń Nadzorcę
group-build = Buduj
group-build_row = Buduj (kosztem rzędu)
group-play = Zagraj kartę
group-place_cube = Połóż towar
group-send_first = Który towar pierwszy
group-pay_camel = Zostaw mój towar (1 wielbłąd)
group-send_cube = Wyślij mój towar
group-end_turn = Zakończ turę
action-buy_yellow = Kup żółtą kostkę (1 moneta)
action-roll = Rzuć kostkami
action-take_action = Akcja rzędu
action-take_card = Weź kartę za rząd
action-draw_card = Dobierz kartę (brak rzędu)
action-move_supervisor = Przesuń Nadzorcę
action-build = Buduj
action-build_row = Buduj kosztem rzędu
action-play = Zagraj kartę
action-place_cube = Połóż towar
action-send_first = Pierwszy towar do karawany
action-pay_camel = Zostaw towar za 1 wielbłąda
action-send_cube = Wyślij towar do karawany
action-end_turn = Zakończ turę
action-resign = Poddaj się
param-take_action-row = Który rząd? Jego kostki dają:
param-take_action-boost = Odrzucić kartę za +1 kostkę?
param-take_card-row = Który rząd odkładasz za kartę?
param-move_supervisor-row = Kostki którego rzędu przesuwają Nadzorcę?
param-move_supervisor-to = Dokąd? Obrazek zaznacza każde pole, jego cenę w monetach i towary, które Nadzorca by trafił.
param-build-building = Który budynek?
param-build-card = Jak płacisz?
param-build_row-row = Który rząd odkładasz na budowę?
param-build_row-building = Który budynek?
param-build_row-card = Jak płacisz?
param-play-card = Którą kartę?
param-play-direction = W którą stronę?
param-play-amount = Ile?
param-play-shop = Który sklep dostaje towar? (zaznaczony na obrazku)
param-place_cube-shop = Który sklep dostaje kolejny towar? (zaznaczony na obrazku)
param-send_first-shop = Który towar idzie pierwszy do karawany?
param-pay_camel-shop = Który towar?
param-send_cube-shop = Który towar?

## Game things in words
count-camels = { $n ->
        [one] { $n } wielbłąda
        [few] { $n } wielbłądy
        [many] { $n } wielbłądów
       *[other] { $n } wielbłąda
    }
count-gold = { $n ->
        [one] { $n } monetę
        [few] { $n } monety
        [many] { $n } monet
       *[other] { $n } monety
    }
count-vp = { $n } PZ
count-cubes = { $n ->
        [one] { $n } towar
        [few] { $n } towary
        [many] { $n } towarów
       *[other] { $n } towaru
    }
count-dice = { $n ->
        [one] { $n } kostka
        [few] { $n } kostki
        [many] { $n } kostek
       *[other] { $n } kostki
    }
count-cards = { $n ->
        [one] { $n } karta
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    }
count-squares = { $n ->
        [one] { $n } pole
        [few] { $n } pola
        [many] { $n } pól
       *[other] { $n } pola
    }
quarter-BAG = Worek
quarter-BARREL = Beczka
quarter-CHEST = Skrzynia
quarter-VASE = Waza
souk-name = { $quarter } { $vp }
shop-street = { $souk } · sklep { $n } · przy { $squares }
shop-inside = { $souk } · sklep { $n }
shop-owned = { $shop } ({ $name })
row-quarter = Rząd { $n } · { $quarter }
row-camels = Rząd { $n } · wielbłądy
row-gold = Rząd { $n } · monety
row-for-action = { $row }: { $dice } → { $gain }
row-for-supervisor = { $row }: kostki z wynikiem { $face } → co najmniej { $squares }
row-for-supervisor-published = { $row }: kostki z wynikiem { $face } → { $squares }, ±1 za monetę
row-plain = { $row } · { $dice } z wynikiem { $face }
cost-and = { $a } + { $b }
cost-free = za darmo
square-centre = C (środek)
square-hits = trafia: { $shops }
hit-shop = { $souk } ({ $name })
square-hits-nothing = brak towaru
boost-none = Bez karty
boost-card = Odrzuć { $card } za +1 kostkę
build-card-none = Zapłać wielbłądami i monetami
build-card-card_h = Karta h: bez wielbłądów
build-card-card_i = Karta i: bez monet
building-label = { $building } · { $cost }
direction-camels_to_gold = Wielbłądy → monety
direction-gold_to_camels = Monety → wielbłądy
card-card_a = a · 3 wielbłądy
card-card_b = b · 3 monety
card-card_c = c · towar do karawany
card-card_d = d · towar do sklepu
card-card_e = e · wielbłądy ←→ monety
card-card_f = f · monety → PZ
card-card_g = g · wielbłądy → PZ
card-card_h = h · budowa bez wielbłądów
card-card_i = i · budowa bez monet
effect-card_a = weź 3 wielbłądy
effect-card_b = weź 3 monety
effect-card_c = połóż towar z zapasu w karawanie
effect-card_d = połóż towar w pustym sklepie dowolnej dzielnicy
effect-card_e = wymień wielbłądy na monety 1:1, w jedną stronę, ile chcesz
effect-card_f = zapłać do 10 monet, po 1 PZ za każdą
effect-card_g = zapłać do 4 wielbłądów, po 2 PZ za każdego
effect-card_h = przy budowie: płacisz tylko monetami
effect-card_i = przy budowie: płacisz tylko wielbłądami
building-building1 = Budynek 1 (+1 wielbłąd z rzędu wielbłądów)
building-building2 = Budynek 2 (+2 monety z rzędu monet)
building-building3 = Budynek 3 (Nadzorca: 3 dodatkowe pola za darmo)
building-building3-published = Budynek 3 (Nadzorca: 3 pola więcej lub mniej za darmo)
building-building4 = Budynek 4 (karta, gdy twój towar wchodzi do karawany)
building-building4-published = Budynek 4 (karta, gdy twój towar wchodzi do karawany, nie kartą c)
building-building5 = Budynek 5 (+2 PZ za każdy zapełniony suk)
building-building6 = Budynek 6 (+1 towar w rzędzie dzielnicy)

## The board: headline and whom it waits for
headline = Tydzień { $week } · dzień { $day } ({ $number }/{ $days })
headline-published = Tydzień { $week } · dzień { $day } ({ $number }/{ $days }) · zasady z wydanej gry
headline-over = Koniec gry
waiting-roll = kup żółte kostki, jeśli chcesz (po { $price } monecie), potem rzuć: **Rzuć kostkami**.
waiting-no-row = nie został ci żaden rząd: **Dobierz kartę**.
waiting-act = wybierz rząd: **Weź rząd**, **Weź kartę** albo **Przesuń Nadzorcę**.
waiting-act-two = wybierz rząd: **Weź rząd**, **Weź kartę**, **Przesuń Nadzorcę** albo **Buduj**.
waiting-place = połóż { $cubes } w dzielnicy { $quarter }: **Połóż towar**.
waiting-order = Nadzorca trafił towary dwóch graczy: wybierz, który pierwszy idzie do karawany.
waiting-camel = zostaw swój towar za 1 wielbłąda albo wyślij go do karawany (🔒 w tajemnicy, dopóki wszyscy nie odpowiedzą).
waiting-after-build = buduj, zagraj karty albo **Zakończ turę**.
waiting-after = zagraj karty albo **Zakończ turę**.

## Moves in words (/play, confirmations)
move-buy-yellow = Kup żółtą kostkę za { $price }
move-take-action = { $row }: weź { $gain }
move-boost = (+1 kostka: karta { $card })
move-take-card = { $row }: weź kartę
move-supervisor = { $row }: Nadzorca na { $square }
move-build = Zbuduj: { $building } za { $cost }
move-with-card = z kartą { $card }
move-build-row = { $row }: { $build }
move-play = Zagraj kartę { $card }
move-play-exchange = Zagraj kartę { $card }: { $give } → { $get }
move-play-for-vp = Zagraj kartę { $card }: { $give } → { $vp }
move-play-shop = Zagraj kartę { $card }: towar → { $shop }
move-place-cube = Towar → { $shop }
move-send-first = Pierwszy do karawany: { $shop }
move-pay-camel = Zapłać 1 wielbłąda i zostaw towar w sklepie: { $shop }
move-send-cube = Wyślij towar do karawany: { $shop }

## Rule errors
rule-malformed_action = To nie jest ruch w Yspahan.
rule-unknown_action = Nieznany ruch.
rule-missing_fields = W ruchu brakuje: { $fields }.
rule-unexpected_fields = Ruch ma nieoczekiwane pola: { $fields }.
rule-not_in_game = Nie grasz w tej grze.
rule-game_over = Gra się skończyła.
rule-resigned = Ta gra jest już przez ciebie poddana.
rule-not_your_turn = To nie twoja kolej.
rule-wrong_step = Nie teraz: { $step ->
        [roll] dzisiejsze kostki nie zostały jeszcze rzucone.
        [act] najpierw wybierz rząd (albo weź kartę).
        [place] najpierw połóż swoje towary.
        [order] najpierw trzeba ustalić kolejność towarów trafionych przez Nadzorcę.
        [camel] najpierw muszą odpowiedzieć właściciele towarów (zostawić za wielbłąda czy wysłać).
       *[after] rząd już wykorzystany; możesz budować, zagrywać karty albo zakończyć turę.
    }
rule-already_rolled = Dziś już rzucono kostkami.
rule-yellow_limit = Najwyżej { $max } żółte kostki dziennie.
rule-not_enough_gold = Za mało monet: potrzebujesz { $need }, masz { $have }.
rule-not_enough_camels = Za mało wielbłądów: potrzebujesz { $need }, masz { $have }.
rule-bad_row = Nie ma takiego rzędu w wieży.
rule-row_taken = Ten rząd został już dziś wzięty: { $row }.
rule-row_empty = W tym rzędzie nie ma dziś kostek: { $row }.
rule-row_yellow_only = Rząd z samymi żółtymi kostkami może wziąć tylko pierwszy gracz: { $row }.
rule-rows_left = Masz jeszcze rząd do wyboru: kartę bez rzędu dobiera się, tylko gdy żaden nie został.
rule-already_used = W tej turze rząd jest już wykorzystany.
rule-use_first = Najpierw wybierz rząd (albo weź kartę).
rule-bad_card = Nie ma takiej karty.
rule-no_such_card = Nie masz karty { $card }.
rule-card_only_when_building = Kartę { $card } zagrywa się tylko przy budowie.
rule-bad_square = Nie ma takiego pola na ulicy.
rule-square_unreachable = Z tymi kostkami Nadzorca nie dojdzie na pole { $to }.
rule-bad_shop = Nie ma takiego sklepu albo twój towar nie może tam trafić.
rule-shop_taken = Ten sklep jest już zajęty: { $shop }.
rule-souk_closed = W suku { $souk } jest towar innego gracza: jest dla ciebie zamknięty.
rule-finish_your_souk = Najpierw zapełnij swój suk: { $souks }.
rule-shop_not_in_quarter = Ten sklep nie leży w dzielnicy { $quarter }: { $shop }.
rule-no_decision = Teraz nikt nie czeka na twoją odpowiedź w sprawie karawany.
rule-not_your_cube = To nie ten towar, o który pytamy ({ $shop }).
rule-bad_building = Nie ma takiego budynku.
rule-already_built = Ten budynek już masz: { $building }.
rule-one_building_per_turn = Jeden budynek na turę.
rule-build_with_row = W grze dwuosobowej budowa kosztuje rząd: wybierz **Buduj (kosztem rzędu)**, gdy wybierasz rząd.
rule-build_after_action = Buduj po akcji rzędu, a nie zamiast niej.
rule-bad_direction = Wybierz wielbłądy → monety albo monety → wielbłądy.
rule-bad_amount = Wybierz liczbę od 1 do { $max }.
rule-nothing_to_exchange = Nie masz czego wymienić w tę stronę.
rule-bad_option = Nieznana opcja { $name }: { $value }.
rule-player_count = W Yspahan gra od { $min } do { $max } graczy.

## The private hand (/table hand)
hand-cards = 🃏 **Twoje karty** ({ $n }): { $cards }
hand-card = **{ $card }** ×{ $n } — { $effect }
hand-no-cards = 🃏 **Twoje karty:** brak
hand-stock = Masz: 🐪 { $camels } · 💰 { $gold } · ⭐ { $vp }
hand-buildings = 🏛️ **Twoje budynki:** { $buildings }
hand-no-buildings = 🏛️ **Twoje budynki:** jeszcze żadnego
hand-next-building = Twój następny budynek da { $vp }.
hand-choice-keep = 🔒 Zostawiasz towar za 1 wielbłąda: { $shop }.
hand-choice-send = 🔒 Wysyłasz towar do karawany: { $shop }.
hand-rows = **Rzędy, które możesz wziąć:** { $rows }

## The log
log-day = ☀️ **Tydzień { $week }, dzień { $day }** ({ $number }/21): pierwszym graczem jest { $name }. Kolejność: { $order }.
log-yellow-bought = { $name } kupuje żółtą kostkę (żółtych kostek dziś: { $count }).
log-rolled = 🎲 { $name } rzuca: { $white }.
log-rolled-yellow = 🎲 { $name } rzuca: { $white }, na żółtych: { $yellow }.
log-row-action = { $name } bierze { $row } ({ $dice }).
log-row-card = { $name } odkłada { $row } i bierze kartę.
log-row-supervisor = { $name } bierze { $row } (kostki z wynikiem { $face }), by przesunąć Nadzorcę.
log-row-build = { $name } odkłada { $row } na budowę.
log-boost = +1 kostka za kartę { $card }.
log-yellow-removed = Żółte kostki schodzą z wieży.
log-yellow-removed-row = Żółte kostki schodzą z wieży: { $row }.
log-gained = { $name } bierze { $what }.
log-cube-placed = { $name } kładzie towar: { $shop }.
log-cube-placed-auto = { $name } kładzie towar: { $shop } (jedyna możliwość).
log-cubes-lost = { $name } traci { $cubes }: żaden sklep nie jest dla nich otwarty.
log-card-drawn-row = { $name } dobiera kartę (w talii zostało: { $left }).
log-card-drawn-no_row = { $name } nie ma już rzędu i dobiera kartę (w talii zostało: { $left }).
log-card-drawn-building4 = { $name } dobiera kartę dzięki budynkowi 4 (w talii zostało: { $left }).
log-you-drew = Dostajesz kartę **{ $card }**: { $effect }.
log-no-card = { $name } nic nie dobiera: talia i stos kart odrzuconych są puste.
log-reshuffled = Odrzucone karty zostają potasowane w nową talię: { $cards }.
log-supervisor = 🚶 Nadzorca idzie z { $start } na { $to } ({ $squares }).
log-supervisor-paid = 🚶 Nadzorca idzie z { $start } na { $to } ({ $squares }; { $name } płaci { $gold }).
log-caravan-order = { $name } wysyła jako pierwszy do karawany towar: { $shop }.
log-camel-choices = { $count ->
        [one] { $names } może zapłacić 1 wielbłąda, żeby zostawić towar w sklepie.
       *[other] { $names } mogą zapłacić po 1 wielbłądzie, żeby zostawić swoje towary w sklepach.
    }
log-cube-decided = { $name } odpowiada.
log-your-choice-keep = Zostawiasz swój towar za 1 wielbłąda: { $shop }.
log-your-choice-send = Wysyłasz swój towar do karawany: { $shop }.
log-camel-paid = { $name } płaci 1 wielbłąda i towar zostaje w sklepie: { $shop }.
log-caravan-supervisor = 🐫 { $name }: towar ze sklepu ({ $shop }) wchodzi do karawany (pole { $space }, sekcja { $section }): +{ $vp }.
log-caravan-camel = 🐫 { $name }: towar z zapasu wchodzi do karawany (pole { $space }, sekcja { $section }): +{ $vp }.
log-caravan-card = 🐫 { $name } kładzie towar w karawanie (pole { $space }, sekcja { $section }): +{ $vp }.
score-entry = { $name } +{ $vp }
score-nobody = nikt nie punktuje
log-caravan-full = 🐫 Karawana jest pełna i punktuje: { $scores }.
log-caravan-week = 🐫 Karawana punktuje na koniec tygodnia: { $scores }.
log-caravan-emptied = Towary z karawany wracają do właścicieli; karawana zaczyna od nowa pusta.
log-built = 🏛️ { $name } buduje: { $building } za { $cost }: +{ $vp }.
log-built-card = (karta { $card })
log-played-gain = 🃏 { $name } zagrywa kartę { $card }: +{ $what }.
log-played-exchange = 🃏 { $name } zagrywa kartę { $card }: { $give } → { $get }.
log-played-vp = 🃏 { $name } zagrywa kartę { $card }: { $give } → { $vp }.
log-played-shop = 🃏 { $name } zagrywa kartę { $card }: towar → { $shop }.
log-played = 🃏 { $name } zagrywa kartę { $card }.
log-turn = Kolej gracza: { $name }.
log-day-ended = Koniec dnia { $day } tygodnia { $week }.
score-souk = { $souk }: { $name } +{ $vp }
log-week = 🏆 **Koniec tygodnia { $week }.** Zapełnione suki: { $souks }. Razem: { $scores }.
log-week-no-souks = 🏆 **Koniec tygodnia { $week }.** Żaden suk nie jest zapełniony.
log-week-reset = Suki się opróżniają, a Nadzorca wraca na środek.
log-resigned = { $name } się poddaje.
log-over-nobody = Gra się skończyła.
log-over = { $count ->
        [one] 🏁 Koniec gry: wygrywa { $names } z wynikiem { $vp }!
       *[other] 🏁 Koniec gry: zwycięstwo dzielą { $names } z wynikiem { $vp }!
    }
log-over-resignation = { $count ->
        [one] 🏁 Wszyscy inni się poddali: wygrywa { $names } z wynikiem { $vp }.
       *[other] 🏁 Wszyscy inni się poddali: zwycięstwo dzielą { $names } z wynikiem { $vp }.
    }

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-ruleset = zasady

## Words on the board image (render/yspahan.py)

img-player = Gracz { $n }
img-caravan = Karawana
img-quarter-BAG = Worek
img-quarter-BARREL = Beczka
img-quarter-CHEST = Skrzynia
img-quarter-VASE = Waza
img-row-camels = Wielbłądy
img-row-gold = Monety
img-tower = Wieża kostek
img-players = Kupcy
img-week-day = Tydzień { $week } · dzień { $day }
img-over = Koniec gry
img-deck = Talia { $deck } · odrzucone { $discard }
img-to-place = do postawienia: { $n }
img-won = { $count ->
    [one] Zwycięzca: { $names }
   *[other] Zwycięzcy: { $names }
}
img-winner = zwycięzca
img-rank = { $rank }. miejsce
img-resigned = poza grą
img-hand-title = Twoje karty ({ $count })
img-no-cards = Nie masz żadnych kart.
img-hand-note = Każdą kartę możesz też odrzucić jako +1 kostkę (raz na turę).
img-buildings = Twoje budynki
img-buildings-next = Twoje budynki · następny da { $vp } PZ
img-built = zbudowany
img-card-a = 3 wielbłądy
img-card-a-effect = Weź 3 wielbłądy.
img-card-b = 3 monety
img-card-b-effect = Weź 3 monety.
img-card-c = Towar do karawany
img-card-c-effect = Połóż towar ze swojego zapasu w karawanie i zdobądź PZ za jego sekcję.
img-card-d = Towar do sklepu
img-card-d-effect = Połóż towar ze swojego zapasu w pustym sklepie dowolnej dzielnicy (nie w suku zaczętym przez innego gracza; najpierw zapełnij swój).
img-card-e = Wymiana
img-card-e-effect = Wymień wielbłądy na monety albo monety na wielbłądy, 1 za 1, w jedną stronę, ile chcesz.
img-card-f = Monety na PZ
img-card-f-effect = Zapłać do 10 monet: 1 PZ za każdą.
img-card-g = Wielbłądy na PZ
img-card-g-effect = Zapłać do 4 wielbłądów: 2 PZ za każdego.
img-card-h = Budowa bez wielbłądów
img-card-h-effect = Zagraj przy budowie: płacisz tylko monety budynku. Nie razem z kartą i.
img-card-i = Budowa bez monet
img-card-i-effect = Zagraj przy budowie: płacisz tylko wielbłądy budynku. Nie razem z kartą h.
img-building-1 = +1 wielbłąd za każdym razem, gdy bierzesz akcję wielbłądów.
img-building-2 = +2 monety za każdym razem, gdy bierzesz akcję monet.
img-building-3 = Nadzorca: do 3 dodatkowych pól za darmo.
img-building-3-published = Nadzorca: do 3 pól więcej lub mniej za darmo.
img-building-4 = Dobierz kartę za każdym razem, gdy twój towar wchodzi do karawany.
img-building-4-published = Dobierz kartę za każdym razem, gdy twój towar wchodzi do karawany (nie kartą c).
img-building-5 = +2 PZ za każdy zapełniony suk przy punktacji na koniec tygodnia.
img-building-6 = +1 towar za każdym razem, gdy bierzesz akcję dzielnicy.
