title = Caravan
description = Caravan: łańcuchy wielbłądów wiozą towary do miast
new-help = Otwórz na tym kanale lobby gry Caravan
rules =
    {"*"}*Caravan** — przekazuj towary łańcuchami swoich wielbłądów do miast, które na nie czekają.
    • Tury: pierwszy gracz ma 1 akcję, następny 2, kolejny 3, a potem każdy ma 4 akcje w każdej turze. Turę możesz zakończyć wcześniej.
    • **1 akcja**: postaw wielbłąda z zapasu albo przesuń *wolnego* wielbłąda na pole bez wielbłądów (**2 akcje**, jeśli stoją tam już wielbłądy).
    • **1 akcja**: podnieś towar leżący pod twoim wolnym wielbłądem (razem z leżącymi tam znacznikami popytu).
    • **1 akcja**: ukradnij towar niesiony *na grzbiecie* wielbłąda innego gracza z pola, na którym stoi twój wolny wielbłąd — płacisz znacznikiem kradzieży, który dostaje okradziony; towar jedzie *pod* twoim wielbłądem i nie można go odkraść.
    • **1 akcja**: przenieś towar z objuczonego wielbłąda na swojego wolnego wielbłąda w tym samym łańcuchu (pola stykające się bokami). Towar, który dotrze do swojego miasta, zostaje dostarczony.
    • Objuczone wielbłądy nigdy się nie ruszają. Nie wolno objuczyć ostatniego wolnego wielbłąda.
    • Gdy na planszy leżą już tylko 4 towary, każdy z nich dostaje znacznik popytu, a z worka na ponumerowane pola trafiają 4 nowe towary. Gdy worek jest pusty, następna dostawa kończy grę.
    • Punkty: rzadkie towary (kość słoniowa, tkaniny, klejnoty, papier) 6, zwykłe towary 3, znacznik popytu 1. Kara za towary, które wciąż niesiesz: 2 → −1, 3 → −3, 4 → −6, 5 → −10. Remis: wygrywa gracz z największą liczbą dostaw.
hand = Moja karawana
option-length = Długość
option-length-help = Długość gry (w krótkiej grze odpada 16 towarów)
option-length-auto = Automatycznie: krótka dla 2–3 graczy, pełna dla 4
option-length-short = Krótka (32 towary)
option-length-full = Pełna (48 towarów)
option-camels = Wielbłądy
option-camels-help = Liczba wielbłądów każdego gracza
option-camels-5 = 5 wielbłądów (standardowo)
option-camels-6 = 6 wielbłądów (łagodniej, do nauki)
group-camel = Wielbłąd
group-pickup = Podnieś
group-steal = Ukradnij
group-good = Przenieś towar
group-end_turn = Koniec tury
action-place = Postaw wielbłąda
action-move_camel = Przesuń wielbłąda
action-pickup = Podnieś towar
action-steal = Ukradnij
action-move_good = Przenieś towar
action-end_turn = Zakończ turę
action-resign = Poddaj się
param-place-to = Gdzie postawić nowego wielbłąda? (2 akcje, jeśli stoją tam już wielbłądy)
param-move_camel-from = Którego wolnego wielbłąda?
param-move_camel-to = Dokąd? (2 akcje, jeśli stoją tam już wielbłądy)
param-pickup-at = Skąd podnieść?
param-pickup-good = Który towar?
param-steal-at = Gdzie ukraść?
param-steal-victim = Komu?
param-steal-good = Który towar?
param-move_good-from = Który towar i skąd?
param-move_good-good = Który towar?
param-move_good-under = Na grzbiecie wielbłąda czy pod nim?
param-move_good-to = Do którego wolnego wielbłąda w łańcuchu?
confirm-resign = Na pewno poddać tę grę w Caravan? Twoje wielbłądy i niesione przez nie towary odpadają z gry.
confirm-pass-ends = Wszyscy pozostali spasowali: jeśli zakończysz turę bez żadnej akcji, gra od razu się skończy. Zakończyć grę?
yes = pod wielbłądem
no = na grzbiecie
rule-not_in_game = Nie grasz w tej grze.
rule-player_count = W Caravan gra od { $min } do { $max } graczy.
rule-bad_length = Długość gry może być tylko automatyczna, krótka albo pełna.
rule-bad_camels = Każdy gracz może mieć 5 albo 6 wielbłądów.
rule-malformed_action = To nie jest ruch w grze Caravan.
rule-unknown_action = Nieznany ruch „{ $kind }”.
rule-wrong_fields = Ruch „{ $kind }” wymaga dokładnie tych pól: { $fields }.
rule-game_over = Gra się skończyła.
rule-resigned = Ta gra jest już przez ciebie poddana.
rule-not_your_turn = To nie twoja kolej.
rule-not_a_space = „{ $text }” to nie pole: podaj kolumnę A–G i rząd 1–7, np. C4.
rule-not_a_good = „{ $text }” to nie towar.
rule-not_whole = { $field }: tu trzeba podać liczbę całkowitą.
rule-wrong_cost = To kosztuje { $cost ->
        [one] { $cost } akcję
        [few] { $cost } akcje
       *[many] { $cost } akcji
    }, a nie { $given }.
rule-too_few_actions = To kosztuje { $cost ->
        [one] { $cost } akcję
        [few] { $cost } akcje
       *[many] { $cost } akcji
    }, a { $left ->
        [one] została ci { $left } akcja
        [few] zostały ci { $left } akcje
       *[many] zostało ci { $left } akcji
    }.
rule-last_unladen_camel = Nie możesz objuczyć ostatniego wolnego wielbłąda: jeden musi zostać wolny.
rule-no_camel_in_supply = Wszystkie twoje wielbłądy są już na planszy.
rule-same_space = Przesuń wielbłąda na inne pole.
rule-laden_camels_never_move = Twoje wielbłądy na polu { $at } są objuczone, a objuczone wielbłądy nigdy się nie ruszają.
rule-no_camel_there = Nie masz wielbłąda na polu { $at }.
rule-no_such_good_there = Na polu { $at } nie leży taki towar: { $good ->
        [ivory] kość słoniowa
        [cloth] tkaniny
        [gems] klejnoty
        [paper] papier
        [meat] mięso
        [salt] sól
        [swords] miecze
        [hides] skóry
       *[other] { $good }
    }.
rule-need_unladen_camel_to_pick_up = Żeby podnieść towar z pola { $at }, musisz mieć tam wolnego wielbłąda.
rule-no_theft_marker = Nie masz znacznika kradzieży, więc nie możesz kraść.
rule-steal_from_another = Wybierz wielbłąda innego gracza, którego chcesz okraść.
rule-nothing_to_steal_there = Ten gracz nie ma na polu { $at } wielbłąda, który niesie na grzbiecie towar: { $good ->
        [ivory] kość słoniowa
        [cloth] tkaniny
        [gems] klejnoty
        [paper] papier
        [meat] mięso
        [salt] sól
        [swords] miecze
        [hides] skóry
       *[other] { $good }
    } (towarów pod wielbłądem nie można ukraść).
rule-need_unladen_camel_to_steal = Żeby kraść na polu { $at }, musisz mieć tam wolnego wielbłąda.
rule-no_such_load = Nie masz na polu { $at } wielbłąda, który ma { $under ->
        [True] pod sobą
       *[other] na grzbiecie
    } towar: { $good ->
        [ivory] kość słoniowa
        [cloth] tkaniny
        [gems] klejnoty
        [paper] papier
        [meat] mięso
        [salt] sól
        [swords] miecze
        [hides] skóry
       *[other] { $good }
    }.
rule-no_unladen_camel_there = Towar można przenieść tylko na twojego wolnego wielbłąda, a na polu { $at } żadnego nie masz.
rule-not_in_chain = Pól { $frm } i { $to } nie łączy łańcuch twoich wielbłądów (tylko w pionie i poziomie, bez przekątnych).
end-delivery = Worek się opróżnił, a następna dostawa zakończyła grę.
end-all_passed = Wszyscy gracze zakończyli turę bez żadnej akcji, więc gra się skończyła.
end-resignations = W grze zostało za mało graczy.

## Goods, the private view, moves in words and the log (ui.py)
good-ivory = kość słoniowa
good-cloth = tkaniny
good-gems = klejnoty
good-paper = papier
good-meat = mięso
good-salt = sól
good-swords = miecze
good-hides = skóry
# Jedna wielka litera na żetonie towaru, żadne dwie takie same (legenda łączy je ze słowem):
# miecze to X (skrzyżowane ostrza), klejnoty J, skóry R, bo K, M i S są już zajęte.
img-letter-ivory = K
img-letter-cloth = T
img-letter-gems = J
img-letter-paper = P
img-letter-meat = M
img-letter-salt = S
img-letter-swords = X
img-letter-hides = R
note-city = miasto ({ $good })
note-demand = popyt: { $n }
note-camels = { $n ->
        [one] { $n } wielbłąd
        [few] { $n } wielbłądy
       *[many] { $n } wielbłądów
    }
note-actions = { $n ->
        [one] { $n } akcja
        [few] { $n } akcje
       *[many] { $n } akcji
    }
headline-over = Koniec gry
headline-turn = Tura { $turn }: { $actions ->
        [one] została { $actions } akcja
        [few] zostały { $actions } akcje
       *[many] zostało { $actions } akcji
    }
headline-turn-last = Tura { $turn }: { $actions ->
        [one] została { $actions } akcja
        [few] zostały { $actions } akcje
       *[many] zostało { $actions } akcji
    } · worek jest pusty: następna dostawa kończy grę!
waiting-turn = twoja kolej: { $actions ->
        [one] została ci { $actions } akcja
        [few] zostały ci { $actions } akcje
       *[many] zostało ci { $actions } akcji
    }. Użyj przycisków pod planszą albo { $cmd_play }.
private-camels = 🐪 Wielbłądy: w zapasie { $supply }, na planszy { $board } (objuczone: { $laden }).
private-load = { $good } na polu { $at }
private-load-under = { $good } (łup, pod wielbłądem) na polu { $at }
private-carrying = 📦 Niesiesz: { $loads }
private-carrying-nothing = 📦 Niesiesz: nic.
private-theft = 🗡️ Znacznik kradzieży: masz go.
private-no-theft = 🗡️ Znacznik kradzieży: brak — nie możesz kraść, dopóki ktoś nie okradnie ciebie.
private-score = 🏆 Wynik: { $goods } za towary + { $demand } za popyt − { $penalty } kary za niesione towary = **{ $score }**.
private-delivered = ✅ Dostarczone: { $goods }.
private-your-turn = ▶️ Twoja kolej: { $actions ->
        [one] została ci { $actions } akcja
        [few] zostały ci { $actions } akcje
       *[many] zostało ci { $actions } akcji
    }.
move-place = Postaw wielbłąda na polu { $to } ({ $cost ->
        [one] { $cost } akcja
        [few] { $cost } akcje
       *[many] { $cost } akcji
    })
move-camel = Przesuń wielbłąda { $from } → { $to } ({ $cost ->
        [one] { $cost } akcja
        [few] { $cost } akcje
       *[many] { $cost } akcji
    })
move-pickup = Podnieś z pola { $at }: { $good }{ $demand ->
        [0] {""}
        [one] {" "}(+{ $demand } znacznik popytu)
        [few] {" "}(+{ $demand } znaczniki popytu)
       *[many] {" "}(+{ $demand } znaczników popytu)
    }
move-steal = Ukradnij na polu { $at }: { $good } (gracz: { $name })
move-good = Przenieś { $from } → { $to }: { $good }
move-good-under = Przenieś { $from } → { $to }: { $good } (spod wielbłąda)
move-deliver = Dostarcz { $from } → { $to }: { $good } (+{ $points })
move-deliver-under = Dostarcz { $from } → { $to }: { $good } (spod wielbłąda) (+{ $points })
log-placed = { $name } stawia wielbłąda na polu { $to } ({ $cost ->
        [one] { $cost } akcja
        [few] { $cost } akcje
       *[many] { $cost } akcji
    }).
log-camel-moved = { $name } przesuwa wielbłąda { $from } → { $to } ({ $cost ->
        [one] { $cost } akcja
        [few] { $cost } akcje
       *[many] { $cost } akcji
    }).
log-picked-up = { $name } podnosi z pola { $at }: { $good }{ $demand ->
        [0] {""}
        [one] {" "}i { $demand } znacznik popytu
        [few] {" "}i { $demand } znaczniki popytu
       *[many] {" "}i { $demand } znaczników popytu
    }.
log-stole = { $name } kradnie na polu { $at }: { $good }; { $victim } dostaje w zamian znacznik kradzieży.
log-good-moved = { $name } przenosi { $from } → { $to }: { $good }.
log-delivered = { $name } dostarcza do miasta { $city } ({ $to }): { $good } — { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }.
log-refill-drawn = { $good } na { $at }
log-refill = Uzupełnienie: { $marks ->
        [0] bez nowych znaczników popytu
        [one] znacznik popytu na { $marked }
       *[other] znacznik popytu na każdym z pól { $marked }
    }; { $draws ->
        [0] nic nie wylosowano
       *[other] wylosowano { $drawn }
    }; w worku { $left ->
        [one] został { $left } towar
        [few] zostały { $left } towary
       *[many] zostało { $left } towarów
    }.
log-end-triggered = Worek jest pusty: następna dostawa kończy grę!
log-passed = { $name } pasuje.
log-turn-ended = { $name } kończy turę.
log-turn-started = Kolej: { $name } ({ $actions ->
        [one] { $actions } akcja
        [few] { $actions } akcje
       *[many] { $actions } akcji
    }).
log-resigned = { $name } poddaje się.
log-resigned-goods = { $name } poddaje się; niesione towary ({ $goods }) odpadają z gry.
log-over = Koniec gry — { $count ->
        [0] nikt nie wygrywa!
        [one] wygrywa { $winners }!
       *[other] zwycięstwo dzielą: { $winners }!
    } Wyniki: { $scores }. { $reason }

## Words on the board image (render/caravan.py)
img-player = Gracz { $n }
img-over = Koniec gry — { $count ->
        [0] bez zwycięzcy
        [one] wygrywa { $names }!
       *[other] wygrywają { $names }!
    }
img-end-delivery = Worek się opróżnił i wykonano ostatnią dostawę.
img-end-all_passed = Wszyscy gracze spasowali po kolei.
img-end-resignations = Zostało za mało graczy.
img-turn = Tura { $turn } · kolej: { $name }
img-actions-left = Zostało: { $left } / { $total ->
        [one] { $total } akcja
        [few] { $total } akcje
       *[many] { $total } akcji
    }
img-bag = Worek: { $n ->
        [one] { $n } towar
        [few] { $n } towary
       *[many] { $n } towarów
    } · gra { $length ->
        [short] krótka
       *[full] pełna
    }
img-bag-empty = Worek pusty — następna dostawa kończy grę!
img-points = { $n } pkt
img-resigned = { $name } (rezygnacja)
img-camels = Wielbłądy: { $supply } w zapasie, { $board } na planszy · Kradzieże: { $theft }
img-breakdown = { $goods } za towary + { $demand } za popyt − { $penalty } kary (niesione: { $carrying })
img-no-deliveries = Jeszcze bez dostaw
img-goods-legend = Towary (miasto, punkty)
img-demand-legend = znacznik popytu, każdy za 1 punkt
img-stolen-legend = wielbłąd na towarze w ramce: łup, bezpieczny przed kradzieżą

## Nazwy poleceń i opcji (Discord: małe litery, bez spacji, najwyżej 32 znaki)
optname-length = długość
optname-camels = wielbłądy

# Choosing a good to move, step by step (menu values), and the delivery that ends the game.
choice-good-from = { $at }: { $goods }
choice-good-under = { $good } (skradzione, pod spodem)
choice-good-to = na { $to }
choice-good-deliver = { $to }: dostarczyć – { $good } (+{ $points })
choice-on-top = Na wielbłądzie
choice-under = Pod wielbłądem (skradzione)
confirm-delivery-ends = Worek jest pusty: ta dostawa od razu kończy grę. Dostarczyć ({ $good }) i zakończyć grę?
