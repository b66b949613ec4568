title = Catan
description = Catan: zasiedl wyspę, handluj i buduj
new-help = Otwórz na tym kanale lobby gry Catan
rules =
    {"*"}*Catan** — wygrywa ten, kto w swojej turze pierwszy ma **10 punktów zwycięstwa**.
    {"*"}*Przygotowanie:** po kolei każdy stawia osadę i drogę, potem w odwrotnej kolejności drugą parę (ta daje po 1 karcie z każdego sąsiedniego terenu). Osada nie może stać tuż obok innej.
    {"*"}*Tura:** zagraj najwyżej jedną kartę rozwoju (także przed rzutem) → rzuć kośćmi → handluj i buduj → koniec.
    • Suma oczek: każdy teren z tą liczbą (bez złodzieja) daje 1 kartę za osadę i 2 za miasto. Jeśli bank nie ma dość jakiegoś zasobu dla wszystkich, nikt go nie dostaje (chyba że należy się tylko jednemu graczowi).
    • **7:** każdy, kto ma więcej niż 7 kart, odrzuca połowę; przesuń złodzieja na nowy teren i ukradnij 1 losową kartę graczowi, który ma osadę lub miasto obok tego terenu.
    {"*"}*Koszty:** droga = cegła+drewno · osada = cegła+drewno+wełna+zboże (1 PZ) · miasto = 3 rudy+2 zboża (2 PZ) · karta rozwoju = ruda+wełna+zboże.
    {"*"}*Handel:** z bankiem („handel morski”) 4:1 albo 3:1 / 2:1 w twoich portach; z innymi graczami („handel wewnętrzny”: tylko gracz, którego jest tura, bez prezentów).
    {"*"}*Karty rozwoju:** Rycerz (przesuń złodzieja), Budowa dróg (2 darmowe drogi), Rok obfitości (2 dowolne zasoby z banku), Monopol (zabierz wszystkim jeden zasób), Punkt zwycięstwa (tajny, 1 PZ). Nie w turze, w której je kupiono.
    {"*"}*Najdłuższa droga handlowa** (≥ 5 dróg ciągiem) i **Największa władza rycerska** (≥ 3 rycerzy): po 2 PZ.
    Oznaczenia: tereny A–S, skrzyżowania 1–54, krawędzie np. 12-13.
    {"*"}*Kupcy i barbarzyńcy** (opcja wariant): 13 PZ; bez pustyni, złodzieja i Najdłuższej drogi handlowej; 2 i 12 rzuca się ponownie; druga budowla na start to miasto; każdy ma 5 złota. Po budowie jedź wozem (krok: 2 PR; po drodze 1 i 1 złoto dla jej właściciela; +2 obok barbarzyńcy) na plac P1–P3: weź towar, dostarcz go za 1 PZ + złoto. 7 albo Rycerz przesuwa barbarzyńcę. 2 złota = 1 zasób (dwa razy na turę).
hand = Moje karty
option-numbers = Liczby
option-numbers-help = Żetony z liczbami: oficjalna spirala albo losowo, bez 6 i 8 obok siebie
option-numbers-spiral = Spirala
option-numbers-random = Losowo (wyważone)
option-board = Plansza
option-board-help = Tereny: losowo albo stały układ dla początkujących
option-board-random = Losowa
option-board-beginner = Dla początkujących
option-layout = Układ
option-layout-help = Numer układu: rozdaje tę samą planszę jeszcze raz (kości i karty pozostają tajne)
group-build = Buduj
group-roll = Rzuć kośćmi
group-trade = Handluj
group-play = Zagraj kartę
group-move_robber = Przesuń złodzieja
group-steal = Okradnij
group-discard = Odrzuć karty
group-offer = Oferta
group-accept_trade = Przyjmij
group-decline_trade = Odmów
group-counter_trade = Kontroferta
group-confirm_trade = Potwierdź wymianę
group-cancel_trade = Wycofaj ofertę
group-end_turn = Koniec tury
group-place-settlement = Postaw osadę
group-place-road = Postaw drogę
group-free-road = Postaw darmową drogę
action-build_road = Droga
action-build_settlement = Osada
action-build_city = Miasto
action-buy_dev = Karta rozwoju
action-roll = Rzuć kośćmi
action-maritime_trade = Handel morski
action-offer_trade = Zaproponuj wymianę
action-accept_trade = Przyjmij ofertę
action-decline_trade = Odrzuć ofertę
action-counter_trade = Kontroferta
action-confirm_trade = Potwierdź wymianę
action-cancel_trade = Wycofaj swoją ofertę
action-play_knight = Rycerz
action-play_road_building = Budowa dróg
action-play_year_of_plenty = Rok obfitości
action-play_monopoly = Monopol
action-move_robber = Przesuń złodzieja
action-steal = Okradnij
action-discard = Odrzuć karty
action-end_turn = Zakończ turę
action-resign = Poddaj się
param-build_road-edge = Gdzie? (1 cegła i 1 drewno) — dozwolone krawędzie są podpisane na obrazku
param-build_settlement-node = Gdzie? (1 cegła, 1 drewno, 1 wełna i 1 zboże) — dozwolone miejsca są ponumerowane
param-build_city-node = Którą osadę? (2 zboża i 3 rudy)
param-maritime_trade-give = Jaki zasób oddajesz (po najlepszym kursie)?
param-maritime_trade-get = Na jaki zasób?
param-offer_trade-to = Komu proponujesz?
param-offer_trade-give = Dajesz
param-offer_trade-get = Chcesz dostać
param-counter_trade-give = Dajesz
param-counter_trade-get = Chcesz dostać
param-confirm_trade-with = Z kim się wymieniasz?
param-play_year_of_plenty-resources = Jakie dwa zasoby bierzesz z banku?
param-play_monopoly-resource = Jaki zasób zabierasz wszystkim?
param-move_robber-hex = Na który teren? (przy każdej opcji widać, kto ma obok osadę lub miasto)
param-steal-victim = Kogo okradasz? Zabierasz jedną losową kartę.
param-discard-cards = Odrzuć { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }
confirm-resign = Na pewno poddać tę grę w Catan? Twoje karty wracają do banku.
shortcut-trade-help = Handluj z bankiem lub w porcie albo zaproponuj karty innym graczom
shortcut-trade-move-help = Handel morski lub oferta dla gracza: zacznij pisać, a podpowiem wymiany
shortcut-counter_trade-help = Odpowiedz na ofertę na stole własną kontrofertą
shortcut-discard-help = Po siódemce odrzuć połowę kart: wpisz, które
shortcut-discard-cards-help = Karty do odrzucenia, np. 2 cegły, 1 ruda
shortcut-trade-give-help = Co dajesz, np. 1 wełna
shortcut-trade-get-help = Co chcesz dostać, np. 1 ruda
shortcut-counter_trade-give-help = Co dajesz, np. 1 wełna
shortcut-counter_trade-get-help = Co chcesz dostać, np. 1 ruda
everyone = Wszyscy
item-brick = cegła
item-lumber = drewno
item-wool = wełna
item-grain = zboże
item-ore = ruda
rule-not_in_game = Nie grasz w tej grze.
rule-player_count = W Catan gra od { $min } do { $max } graczy.
rule-bad_option = Nieznana opcja { $name }={ $value }.
rule-malformed_action = To nie jest prawidłowy ruch.
rule-unknown_action = Nieznany ruch „{ $kind }”.
rule-template = Najpierw uzupełnij szczegóły tego ruchu.
rule-game_over = Gra się skończyła.
rule-resigned = Ta gra jest już przez ciebie poddana.
rule-not_your_turn = To nie twoja kolej.
rule-wrong_phase = { $phase ->
        [setup] Postaw swoją początkową osadę i drogę.
        [discard] Czekamy, aż gracze odrzucą połowę kart.
        [robber] Najpierw przesuń złodzieja.
        [barbarian] Najpierw przesuń barbarzyńcę.
        [drive_off] Najpierw przesuń przegonionego barbarzyńcę albo go zostaw.
        [steal] Najpierw wybierz, kogo okradasz.
        [road_building] Najpierw postaw darmowe drogi.
        [trade] Czeka oferta wymiany: najpierw ją potwierdź albo wycofaj.
        [over] Gra się skończyła.
        [before_roll] Najpierw rzuć kośćmi.
       *[other] Teraz nie możesz tego zrobić.
    }
rule-roll_first = Najpierw rzuć kośćmi.
rule-cards_missing = Podaj, które karty, np. 1 ruda.
rule-unknown_resource = Nieznany zasób „{ $name }”: wpisz cegła, drewno, wełna, zboże albo ruda (albo brick, lumber, wool, grain, ore).
rule-bad_count = Liczba kart { $name ->
        [brick] cegły
        [lumber] drewna
        [wool] wełny
        [grain] zboża
        [ore] rudy
       *[other] zasobu „{ $name }”
    } musi być liczbą całkowitą, 0 lub więcej.
rule-choose_resource = Wybierz zasób: cegła, drewno, wełna, zboże albo ruda.
rule-bad_place = { $what ->
        [intersection] Wybierz prawidłowe skrzyżowanie.
        [path] Wybierz prawidłową krawędź.
        [hex] Wybierz prawidłowy teren.
       *[other] Wybierz prawidłowe miejsce ({ $what }).
    }
rule-road_first = Najpierw postaw drogę przy swojej nowej osadzie.
rule-too_close = Za blisko: między osadami muszą być co najmniej dwie krawędzie.
rule-no_settlements_left = Nie masz już osad (zbuduj miasto, żeby odzyskać jedną).
rule-cannot_afford = { $piece ->
        [road] Droga kosztuje 1 cegłę i 1 drewno.
        [settlement] Osada kosztuje 1 cegłę, 1 drewno, 1 wełnę i 1 zboże.
        [city] Miasto kosztuje 2 zboża i 3 rudy.
        [dev] Karta rozwoju kosztuje 1 wełnę, 1 zboże i 1 rudę.
        [baggage] Ulepszenie taboru kosztuje 1 drewno, 1 wełnę i 1 rudę (na poziom 4 i 5: 2 drewna).
       *[other] Nie stać cię na to.
    }
rule-spot_taken = Nie możesz tu budować: to miejsce albo sąsiednie jest zajęte.
rule-settlement_needs_road = Osada musi stykać się z jedną z twoich dróg.
rule-settlement_first = Najpierw postaw osadę.
rule-road_off_settlement = Droga musi stykać się z właśnie postawioną osadą.
rule-road_unconnected = Droga musi łączyć się z twoją drogą, osadą albo miastem.
rule-road_not_connected = Droga musi łączyć się z twoją drogą, osadą albo miastem (nie przez budynek innego gracza).
rule-no_roads_left = Nie masz już dróg.
rule-road_taken = Tu już stoi droga.
rule-not_adjacent = Te skrzyżowania nie sąsiadują ze sobą.
rule-city_needs_settlement = Miasto zastępuje jedną z twoich osad.
rule-no_cities_left = Nie masz już miast.
rule-already_rolled = W tej turze kości zostały już rzucone.
rule-no_discard = Teraz nie musisz odrzucać kart.
rule-discard_exactly = Odrzuć dokładnie { $owed ->
        [one] { $owed } kartę
        [few] { $owed } karty
       *[many] { $owed } kart
    } (połowę kart z ręki, w zaokrągleniu w dół), np. tak: { $example }.
rule-not_enough = Masz za mało { $resource ->
        [brick] cegły
        [lumber] drewna
        [wool] wełny
        [grain] zboża
        [ore] rudy
        [gold] złota
       *[other] zasobu „{ $resource }”
    }: tylko { $have }.
rule-same_hex = Przesuń złodzieja na inny teren.
rule-bad_victim = Wybierz gracza, który ma osadę lub miasto obok terenu złodzieja.
rule-deck_empty = Talia kart rozwoju jest pusta.
rule-dev_already_played = W tej turze zagrano już kartę rozwoju.
rule-no_such_card = Nie masz karty „{ $card ->
        [knight] Rycerz
        [road_building] Budowa dróg
        [year_of_plenty] Rok obfitości
        [monopoly] Monopol
        [swift_journey] Szybka podróż
        [victory_point] Punkt zwycięstwa
       *[other] { $card }
    }”.
rule-card_just_bought = Karty „{ $card ->
        [knight] Rycerz
        [road_building] Budowa dróg
        [year_of_plenty] Rok obfitości
        [monopoly] Monopol
        [swift_journey] Szybka podróż
        [victory_point] Punkt zwycięstwa
       *[other] { $card }
    }” nie możesz zagrać w turze, w której została kupiona.
rule-no_road_spot = Nie masz gdzie postawić drogi.
rule-two_resources = Wybierz dokładnie 2 zasoby.
rule-bank_short = W banku jest za mało { $resource ->
        [brick] cegły
        [lumber] drewna
        [wool] wełny
        [grain] zboża
        [ore] rudy
       *[other] zasobu „{ $resource }”
    }: tylko { $have }.
rule-same_resource = Wymień na inny zasób.
rule-rate = Do wymiany z bankiem musisz mieć { $resource ->
        [gold] { $rate } złota
       *[other] { $rate ->
            [one] { $rate } kartę
            [few] { $rate } karty
           *[many] { $rate } kart
        } { $resource ->
            [brick] cegły
            [lumber] drewna
            [wool] wełny
            [grain] zboża
            [ore] rudy
           *[other] zasobu „{ $resource }”
        }
    }.
rule-bank_empty = W banku nie ma już { $resource ->
        [brick] cegły
        [lumber] drewna
        [wool] wełny
        [grain] zboża
        [ore] rudy
       *[other] zasobu „{ $resource }”
    }.
rule-no_gifts = Obie strony muszą dać co najmniej jedną kartę (bez prezentów).
rule-same_both_sides = Nie możesz wymienić { $resource ->
        [brick] cegły
        [lumber] drewna
        [wool] wełny
        [grain] zboża
        [ore] rudy
        [gold] złota
       *[other] zasobu „{ $resource }”
    } na { $resource ->
        [brick] cegłę
        [lumber] drewno
        [wool] wełnę
        [grain] zboże
        [ore] rudę
        [gold] złoto
       *[other] ten sam zasób
    }.
rule-bad_target = Zaproponuj wymianę wszystkim albo jednemu innemu graczowi.
rule-no_offer_for_you = Żadna oferta wymiany nie czeka na twoją odpowiedź.
rule-cards_asked_missing = Nie masz kart, o które proszono.
rule-no_open_offer = Nie masz otwartej oferty wymiany.
rule-bad_partner = Potwierdź wymianę z graczem, który przyjął twoją ofertę albo złożył kontrofertę.
rule-you_lack_cards = Nie masz kart, których wymaga od ciebie ta wymiana.
rule-they_lack_cards = Ten gracz nie ma już kart potrzebnych do tej wymiany.

## Game things, the board line, moves in words, the hand and the log (ui.py)
cards-none = nic
no-one = nikt
count-brick = { $n ->
        [one] { $n } cegła
        [few] { $n } cegły
       *[many] { $n } cegieł
    }
count-lumber = { $n ->
        [one] { $n } drewno
        [few] { $n } drewna
       *[many] { $n } drewna
    }
count-wool = { $n ->
        [one] { $n } wełna
        [few] { $n } wełny
       *[many] { $n } wełny
    }
count-grain = { $n ->
        [one] { $n } zboże
        [few] { $n } zboża
       *[many] { $n } zboża
    }
count-ore = { $n ->
        [one] { $n } ruda
        [few] { $n } rudy
       *[many] { $n } rudy
    }
card-knight = Rycerz
card-road_building = Budowa dróg
card-year_of_plenty = Rok obfitości
card-monopoly = Monopol
card-victory_point = Punkt zwycięstwa
terrain-desert = pustynia
headline-over = Koniec gry
headline-setup = Runda początkowa { $round } · { $piece ->
        [road] droga
        [city] miasto
       *[settlement] osada
    }
headline-before-roll = Tura { $turn } · przed rzutem
headline-after-roll = Tura { $turn } · po rzucie ({ $total })
headline-phase = Tura { $turn } · { $phase ->
        [discard] wypadła 7 — odrzucanie kart
        [robber] ruch złodzieja
        [barbarian] ruch barbarzyńcy
        [drive_off] barbarzyńca przegoniony
        [steal] wybór, kogo okraść
        [road_building] Budowa dróg ({ $roads ->
            [one] została { $roads } darmowa droga
            [few] zostały { $roads } darmowe drogi
           *[many] zostało { $roads } darmowych dróg
        })
        [trade] otwarta oferta wymiany
       *[other] { $phase }
    }
waiting-setup-settlement = postaw osadę przyciskiem **Postaw osadę** (wolne miejsca są ponumerowane na planszy).
waiting-setup-road = postaw obok niej drogę przyciskiem **Postaw drogę** (jej krawędzie są podpisane na planszy).
waiting-roll = rzuć kośćmi przyciskiem **Rzuć kośćmi** (najpierw możesz zagrać kartę rozwoju).
waiting-main = buduj, handluj albo zagraj kartę — potem **Koniec tury**.
waiting-discard-seat = { $name }: { $n }
waiting-discard = wypadła 7! Kto ma więcej niż 7 kart, odrzuca połowę: naciśnij **Odrzuć karty** ({ $owed }). Potem ruch złodzieja.
waiting-discard-plain = wypadła 7! Kto ma więcej niż 7 kart, odrzuca połowę: naciśnij **Odrzuć karty** (ile, pokazuje panel każdego gracza na planszy). Potem ruch złodzieja.
waiting-robber = przesuń złodzieja przyciskiem **Przesuń złodzieja** (tereny na planszy są oznaczone literami).
waiting-steal = wybierz, kogo okraść, przyciskiem **Okradnij**.
waiting-road_building = postaw darmową drogę przyciskiem **Postaw darmową drogę** (krawędzie są podpisane na planszy).
waiting-trade-answers = oferta — daje: **{ $give }**, chce: **{ $get }**. **Przyjmij**, **Odmów** albo **Kontroferta**.
waiting-trade-confirm = na ofertę (daje: **{ $give }**, chce: **{ $get }**) są już odpowiedzi: **Potwierdź wymianę** z partnerem albo **Wycofaj ofertę**.
waiting-other = twój ruch.
victim = { $name } ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[many] { $n } kart
    })
partner = { $name } — dajesz: { $give }; dostajesz: { $get }
move-road = Zbuduj drogę na krawędzi { $spot }
move-settlement = Zbuduj osadę: { $spot }
move-city = Zbuduj miasto: { $spot }
move-buy-dev = Kup kartę rozwoju
move-bank-trade = Handel morski: { $give } → { $get }
move-offer = Oferta (do: { $to }) — dajesz: { $give }; chcesz: { $get }
move-offer-to = Zaproponuj wymianę (do: { $to })
move-counter = Kontroferta — dajesz: { $give }; chcesz: { $get }
move-confirm = Potwierdź wymianę (partner: { $name })
move-plenty = Zagraj Rok obfitości: { $resources }
move-monopoly = Zagraj Monopol na zasób: { $resource }
move-play = Zagraj kartę: { $card }
move-robber = Przesuń złodzieja: { $spot }
move-steal = Okradnij: { $name }
move-discard = Odrzuć: { $cards }
hand-cards = **Twoje karty** ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[many] { $n } kart
    }): { $cards }
hand-dev = { $emoji } { $card } ×{ $n }
hand-dev-new = { $emoji } { $card } ×{ $n } (kupione w tej turze: { $new })
hand-devs = **Karty rozwoju:** { $cards }
hand-no-devs = **Karty rozwoju:** brak
hand-rates = **Handel morski:** 4:1
hand-rates-special = **Handel morski:** 4:1; { $special }
hand-rates-harbour = **Handel morski:** 3:1 (port)
hand-rates-harbour-special = **Handel morski:** 3:1 (port); { $special }
hand-build-road = droga
hand-build-settlement = osada
hand-build-city = miasto
hand-build-dev = karta rozwoju
hand-can-build = **Możesz teraz zbudować:** { $pieces }
hand-points = **Twoje punkty:** { $total } (jawne: { $public })
hand-must-discard = ⚠️ Musisz odrzucić { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[many] { $n } kart
    }: naciśnij **Odrzuć karty** na planszy.
hand-recently = **Ostatnio:** { $notes }
note-you-stole = Kradniesz kartę: { $resource } (od: { $name }).
note-stolen-from-you = { $name } kradnie ci kartę: { $resource }.
note-you-drew = Dobierasz: { $emoji } **{ $card }**.
note-you-discarded = Odrzucasz: { $cards }.
log-placed = { $name } stawia { $piece ->
        [road] drogę na krawędzi
        [city] miasto na skrzyżowaniu
       *[settlement] osadę na skrzyżowaniu
    } { $spot }.
log-built = { $name } buduje { $piece ->
        [road] drogę na krawędzi
        [city] miasto na skrzyżowaniu
       *[settlement] osadę na skrzyżowaniu
    } { $spot }.
log-built-free = { $name } buduje { $piece ->
        [road] drogę na krawędzi
        [city] miasto na skrzyżowaniu
       *[settlement] osadę na skrzyżowaniu
    } { $spot } (za darmo).
log-starting = { $name } dostaje karty na start: { $cards }.
log-rolled = 🎲 { $name } rzuca { $a } + { $b } = **{ $total }**.
log-produced = Produkcja: { $gains }.
log-shortage = W banku brakuje: { $resources }.
log-must-discard = Muszą odrzucić: { $owed }.
log-discarded = { $name } odrzuca { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[many] { $n } kart
    }.
log-robber = { $name } przesuwa złodzieja na teren { $spot }.
log-stole = { $name } kradnie kartę — traci ją { $victim }.
log-nothing-to-steal = { $name } nie ma kogo okraść.
log-bought-dev = { $name } kupuje kartę rozwoju.
log-played-plenty = { $name } zagrywa Rok obfitości: { $resources }.
log-played-monopoly = { $name } zagrywa Monopol (zasób: { $resource }) i zgarnia { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[many] { $n } kart
    }.
log-played = { $name } zagrywa kartę: { $card }.
log-bank-trade = { $name } handluje z bankiem: { $give } → { $get }.
log-offer = { $name } składa ofertę (do: { $to }) — daje: **{ $give }**, chce: **{ $get }**.
log-counter = { $name } składa kontrofertę — daje: { $give }, chce: { $get }.
log-accepts = { $name } przyjmuje ofertę.
log-declines = { $name } odrzuca ofertę.
log-traded = { $name } i { $partner } wymieniają się — { $name } daje: { $give }; dostaje: { $get }.
log-offer-closed = Oferta gracza { $name } zamknięta (wycofana).
log-offer-closed-declined = Oferta gracza { $name } zamknięta (wszyscy odmówili).
log-longest-road-aside = Karta „Najdłuższa droga handlowa” zostaje odłożona na bok.
log-longest-road = Najdłuższa droga handlowa należy teraz do: { $name } ({ $length }).
log-largest-army-aside = Karta „Największa władza rycerska” zostaje odłożona na bok.
log-largest-army = Największa władza rycerska należy teraz do: { $name } ({ $knights ->
        [one] { $knights } rycerz
        [few] { $knights } rycerzy
       *[many] { $knights } rycerzy
    }).
log-turn = Kolej: { $name }.
log-resigned = { $name } poddaje się.
log-over-nobody = Gra się skończyła.
log-over = 🏆 { $name } wygrywa, mając { $points ->
        [one] { $points } punkt zwycięstwa
        [few] { $points } punkty zwycięstwa
       *[many] { $points } punktów zwycięstwa
    }!{ $cards ->
        [0] {""}
       *[other] {" "}Odkryte karty Punkt zwycięstwa: { $cards }.
    }

## Words on the board and hand images (render/catan*.py)
img-res-brick = Cegła
img-res-lumber = Drewno
img-res-wool = Wełna
img-res-grain = Zboże
img-res-ore = Ruda
img-res-desert = Pustynia
img-player = Gracz { $n }
img-resigned = { $name } (rezygnacja)
img-answer-accept = { $name } ✓ przyjmuje
img-answer-counter = { $name } ← kontroferta
img-answer-decline = { $name } × odrzuca
img-over = Koniec gry
img-turn = Tura { $turn }
img-setup = Przygotowanie
img-nobody = Nikt
img-wins = wygrywa: { $points } PZ! Wyniki końcowe, karty PZ odkryte
img-phase-setup-settlement = Postaw osadę
img-phase-setup-road = Postaw drogę przy nowej osadzie
img-phase-main = Handluj, buduj albo zakończ turę
img-phase-roll = Rzuć kośćmi (albo zagraj Rycerza)
img-phase-road-building = Budowa dróg: do postawienia { $n ->
        [one] { $n } darmowa droga
        [few] { $n } darmowe drogi
       *[many] { $n } darmowych dróg
    }
img-phase-discard = Siódemka! Odrzucanie kart
img-phase-robber = Przesuń złodzieja na inny teren
img-phase-steal = Wybierz, kogo okraść
img-phase-trade = Otwarta oferta wymiany
img-phase-over = Koniec gry
img-must-discard = Odrzucają karty: { $owing }
img-can-rob = Można okraść: { $names }
img-nothing = nic
img-all = Wszyscy
img-offer = Oferta (do: { $to }) · daje: { $give } · chce: { $get }
img-stat-cards = Karty { $n }
img-stat-dev = Rozwój { $n }
img-stat-knights = Rycerze { $n }
img-stat-road = Droga { $n }
img-longest-road = Najdłuższa droga +2
img-largest-army = Władza rycerska +2
img-discard = Odrzuca { $n }
img-vp-cards = Karty PZ { $n }
img-bank = Bank
img-deck = Karty rozwoju w talii: { $n }
img-card-knight = Złodziej + kradzież
img-card-victory_point = +1 PZ, trzymana w ukryciu
img-card-road_building = Zbuduj 2 darmowe drogi
img-card-year_of_plenty = Weź 2 dowolne zasoby
img-card-monopoly = Zabierz wszystkim 1 zasób
img-someone = ktoś
img-note-drew = Dobierasz kartę rozwoju: { $card }
img-note-stole = Kradniesz 1 kartę ({ $resource }); okradziony gracz: { $name }
img-note-stolen = { $name } kradnie ci 1 kartę: { $resource }
img-note-discarded = Odrzucasz: { $cards }
img-recent = Ostatnio (widzisz to tylko ty)
img-newest-first = od najnowszych
img-your-hand = { $name } — twoje karty
img-discard-now = Odrzuć teraz { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[many] { $n } kart
    } (masz { $total })
img-seven-warning = { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[many] { $n } kart
    }: przy siódemce odrzucasz
img-resource-cards = { $n ->
        [one] { $n } karta zasobu
        [few] { $n } karty zasobów
       *[many] { $n } kart zasobów
    }
img-vp-total = { $n } PZ (z ukrytymi kartami)
img-dev-played = W tej turze już zagrano kartę
img-dev-next-turn = Karty kupione w tej turze zagrasz od następnej tury
img-dev-cards = Karty rozwoju
img-bought = kupione w tej turze: { $n }
img-bank-trade = Handel morski
img-harbours = twoje porty: { $ports }
img-no-harbour = brak portu: 4 jednakowe za 1
img-build-now = Możesz teraz zbudować?
img-build-road = Droga
img-build-settlement = Osada
img-build-city = Miasto
img-build-dev = Karta rozwoju
img-yes = Tak
img-no = Nie
img-rolled = wyrzucono { $total }
img-vp = PZ
img-resources = Zasoby

## Nazwy poleceń i opcji (Discord: małe litery, bez spacji, najwyżej 32 znaki)
cmdname-trade = handluj
cmdname-counter-trade = kontroferta
cmdname-discard = odrzuć
optname-numbers = numery
optname-board = plansza
optname-layout = układ
optname-give = daj
optname-get = weź
optname-cards = karty

## Kupcy i barbarzyńcy (traders_ui.py): wariant, wozy, złoto, towary, barbarzyńcy
option-variant = Wariant
option-variant-help = Gra podstawowa albo scenariusz Kupcy i barbarzyńcy (wozy, złoto, barbarzyńcy; 13 PZ)
option-variant-base = Gra podstawowa
option-variant-traders-barbarians = Kupcy i barbarzyńcy
optname-variant = wariant
group-wagon = Wóz
group-move_barbarian = Przesuń barbarzyńcę
group-keep_barbarian = Zostaw barbarzyńcę
group-skip_steal = Nie kradnij
action-upgrade_baggage = Ulepsz tabor
action-buy_with_gold = Kup za złoto
action-move_wagon = Jedź wozem
action-boost_wagon = Zboże za +2 PR
action-drive_off = Przegoń barbarzyńcę
action-move_barbarian = Przesuń barbarzyńcę
action-keep_barbarian = Zostaw barbarzyńcę
action-skip_steal = Nie kradnij
action-play_swift_journey = Szybka podróż
param-buy_with_gold-resource = Jaki zasób kupujesz za 2 złota?
param-move_wagon-to = Dokąd? (przy każdym miejscu najniższy koszt w PR i myto)
param-move_wagon-route = Którędy? (trasy różnią się PR, mytem i tym, kto je dostaje)
param-drive_off-barbarian = Którego barbarzyńcę przegonić?
param-move_barbarian-barbarian = Którego barbarzyńcę przesuwasz?
param-move_barbarian-path = Na którą krawędź? (przy każdej podano, czyja droga tam leży)
item-gold = złoto
count-gold = { $n } { $n ->
        [one] złoto
        [few] złota
       *[many] złota
    }
card-swift_journey = Szybka podróż
terrain-castle = zamek
terrain-quarry = kamieniołom
terrain-glassworks = huta szkła
good-tools = narzędzia
good-sand = piasek
good-marble = marmur
good-glass = szkło
plaza = { $label } { $trade ->
        [castle] zamek
        [quarry] kamieniołom
        [glassworks] huta szkła
       *[other] { $trade }
    }
wagon-mp = { $mp } PR
wagon-no-toll = bez myta
wagon-via = przez { $nodes }
wagon-more-ways = { $n ->
        [one] jeszcze { $n } trasa
        [few] jeszcze { $n } trasy
       *[many] jeszcze { $n } tras
    }
wagon-deliver = dostarcza { $good ->
        [tools] narzędzia
        [sand] piasek
        [marble] marmur
        [glass] szkło
       *[other] { $good }
    }: +{ $gold }, +1 PZ
wagon-load = bierze towar
wagon-stop = staje (nie ma tu czego dostarczyć)
path-road = droga: { $name }
path-road-steal = droga: { $name } (możesz okraść)
drive-off-faces = 🎲 { $faces }
move-upgrade = Ulepsz tabor do poziomu { $level } — koszt: { $cost }
move-buy-gold = Kup za { $gold }: { $card }
move-wagon = Jedź wozem: { $spot }
move-boost = Zapłać { $grain }: +2 PR
move-drive-off = Przegoń barbarzyńcę z krawędzi { $spot } ({ $faces })
move-barbarian = Przesuń barbarzyńcę z krawędzi { $origin } na { $spot }
move-keep-barbarian = Zostaw barbarzyńcę na krawędzi { $spot }
move-skip-steal = Nie kradnij nic
headline-moving = Tura { $turn } · wóz w drodze (zostało { $mp } PR)
headline-arrived = Tura { $turn } · wóz dojechał
waiting-main-traders = buduj, handluj, kupuj za złoto albo zagraj kartę, potem jedź przyciskiem **Wóz** — albo **Koniec tury**.
waiting-moving = twój wóz jest w drodze (zostało { $mp } PR): jedź dalej przyciskiem **Wóz** albo **Koniec tury**.
waiting-arrived = twój wóz dojechał: **Koniec tury** (kartę możesz jeszcze zagrać).
waiting-barbarian = przesuń barbarzyńcę przyciskiem **Przesuń barbarzyńcę** (na krawędź bez barbarzyńcy; na cudzej drodze możesz okraść właściciela).
waiting-drive_off = barbarzyńca przegoniony: **Przesuń barbarzyńcę** na inną krawędź albo **Zostaw barbarzyńcę**.
waiting-steal-traders = barbarzyńca stoi na drodze innego gracza: **Okradnij** jej właściciela albo **Nie kradnij**.
hand-gold = **Złoto:** 🪙 { $n }
hand-gold-bought = zakupy za złoto w tej turze: { $used }/2
hand-baggage = **Tabor:** poziom { $level } · { $mp } PR · za dostawę: { $gold } · { $drive }
hand-drive-off = przegania barbarzyńców przy 🎲 { $faces }
hand-no-drive-off = jeszcze nie przegania barbarzyńców (od poziomu 2)
hand-next-level = **Następny poziom:** { $cost }
hand-top-level = **Następny poziom:** brak, to najwyższy (1 PZ)
hand-wagon-empty = **Wóz:** 🐴 na { $spot }, pusty (każdy plac daje towar)
hand-wagon-carrying = **Wóz:** 🐴 na { $spot }, wiezie: { $good ->
        [tools] narzędzia
        [sand] piasek
        [marble] marmur
        [glass] szkło
       *[other] { $good }
    } → { $plaza }
hand-delivered = **Dostarczone towary:** { $n } (każdy 1 PZ)
hand-moving = **Jazda:** zostało { $mp } PR · zboże za +2 PR: { $boost ->
        [yes] już wykorzystane
       *[no] jeszcze możliwe
    }
log-rerolled = 🎲 { $name } rzuca { $a } + { $b } = { $total }: rzut powtórzony.
log-barbarian-moved = 🪓 { $name } przesuwa barbarzyńcę z krawędzi { $origin } na { $spot }.
log-barbarian-kept = { $name } zostawia barbarzyńcę na krawędzi { $spot }.
log-drive-off = 🎲 { $name } rzuca { $die } przeciw barbarzyńcy na krawędzi { $spot }: { $success ->
        [yes] przegoniony!
       *[no] zostaje.
    }
log-wagon-moved = 🐴 { $name } jedzie wozem: { $spot } ({ $cost }; zostało { $left } PR).
log-boosted = { $name } płaci 1 zboże za +2 PR (zostało { $left } PR).
log-picked-up = { $name } bierze towar { $trade ->
        [castle] w zamku
        [quarry] w kamieniołomie
        [glassworks] w hucie szkła
       *[other] ({ $trade })
    }: { $good ->
        [tools] narzędzia
        [sand] piasek
        [marble] marmur
        [glass] szkło
       *[other] { $good }
    }.
log-delivered = 📦 { $name } dostarcza { $trade ->
        [castle] do zamku
        [quarry] do kamieniołomu
        [glassworks] do huty szkła
       *[other] ({ $trade })
    }: { $good ->
        [tools] narzędzia
        [sand] piasek
        [marble] marmur
        [glass] szkło
       *[other] { $good }
    }; +{ $gold } i 1 PZ.
log-stack-empty = { $trade ->
        [castle] W zamku
        [quarry] W kamieniołomie
        [glassworks] W hucie szkła
       *[other] ({ $trade })
    } nie ma już towarów.
log-upgraded = { $name } ulepsza tabor do poziomu { $level }.
log-upgraded-vp = { $name } ulepsza tabor do poziomu { $level } (+1 PZ).
log-bought-with-gold = { $name } kupuje za { $gold }: { $card }.
log-swift-journey = { $name } zagrywa Szybką podróż: nowa jazda, { $left } PR.
rule-no_gold_here = W tej grze nie ma złota (jest tylko w scenariuszu Kupcy i barbarzyńcy).
rule-not_enough_gold = Potrzebujesz na to { $need } złota.
rule-gold_purchases_used = Zakupy za złoto w tej turze są wyczerpane (najwyżej { $limit }).
rule-after_movement = Twój wóz już jechał: w tej turze nie możesz już handlować, budować ani kupować.
rule-baggage_max = Twój tabor ma już najwyższy poziom.
rule-not_reachable = Twój wóz nie dojedzie teraz w to miejsce.
rule-bad_route = Tej trasy nie ma wśród proponowanych.
rule-toll_unpaid = Nie masz już złota na myto za drogę gracza { $player_name }.
rule-boost_used = Zboże za +2 PR można zapłacić tylko raz na turę.
rule-no_grain = +2 PR kosztuje 1 zboże, a nie masz żadnego.
rule-drive_off_level = Przeganianie barbarzyńców wymaga taboru na poziomie 2 lub wyższym.
rule-drive_off_tried = Każdego barbarzyńcę możesz próbować przegonić tylko raz na turę.
rule-not_at_barbarian = Twój wóz musi stać na końcu krawędzi z tym barbarzyńcą.
rule-movement_over = Jazda twojego wozu w tej turze się skończyła.
rule-no_barbarian = Na tej krawędzi nie ma barbarzyńcy.
rule-barbarian_there = Na tej krawędzi stoi już barbarzyńca.
rule-same_path = Przesuń barbarzyńcę na inną krawędź.
rule-sea_path = Na nadbrzeżnych krawędziach terenów handlowych nie może stać droga, wóz ani barbarzyńca.
rule-journey_needs_step = Zagraj Szybką podróż, gdy twój wóz zrobi w tej turze choć jeden krok.
rule-barbarian_on_path = Nie możesz zbudować drogi tam, gdzie stoi barbarzyńca.
group-place-city = Postaw miasto
waiting-setup-city = postaw swoje miasto przyciskiem **Postaw miasto** (wolne miejsca są ponumerowane na planszy); tam startuje twój wóz.
waiting-setup-city-road = postaw obok swojego miasta drogę przyciskiem **Postaw drogę** (jej krawędzie są podpisane na planszy).
rule-place_city = Twoja druga budowla na start to miasto.
rule-drive_off_only = Teraz można przesunąć tylko przegonionego barbarzyńcę ({ $barbarian }).
log-steal-skipped = { $name } nic nie kradnie.
done-upgrade_baggage = Tabor ulepszony.
img-phase-barbarian = Przesuń barbarzyńcę na inną krawędź
img-phase-drive_off = Barbarzyńca przegoniony: przesuń go albo zostaw
img-tb-moving = Wóz w drodze: zostało { $mp } PR
img-tb-reach-legend = = punkty ruchu · złoto na myto
img-card-tb-knight = Przesuń barbarzyńcę, ukradnij 1 kartę
img-card-swift_journey = Jedź wozem drugi raz

## Przycisk na planszy, pod którym nie ma nic dla ciebie: prywatna odpowiedź (buttons.py)
empty-other = Pod tym przyciskiem nie ma teraz nic dla ciebie.
empty-trade = { $gold ->
        [yes] Nie masz kart ani złota na wymianę.
       *[no] Nie masz kart na wymianę.
    }
empty-build = 🔨 Teraz nie możesz nic zbudować.
empty-build-blocked = Masz karty na { $piece ->
        [road] drogę, ale { $why ->
            [pieces] nie zostały ci już żadne drogi
           *[spot] żadna wolna krawędź nie łączy się z twoimi drogami
        }
        [settlement] osadę, ale { $why ->
            [pieces] nie zostały ci już żadne osady (miasto zwraca jedną)
           *[spot] przy twoich drogach nie ma wolnego miejsca (co najmniej dwie krawędzie od każdej budowli)
        }
        [city] miasto, ale { $why ->
            [pieces] nie zostały ci już żadne miasta
           *[spot] nie masz już osady, którą można zamienić w miasto
        }
       *[dev] kartę rozwoju, ale talia jest pusta
    }.
empty-your-hand = **Twoje karty:** { $cards }
empty-costs = **Koszty:** { $costs }
empty-cost = { $piece ->
        [road] droga
        [settlement] osada
        [city] miasto
        [dev] karta rozwoju
       *[baggage] tabor na poziom { $level }
    } = { $cost }
empty-build-trade = { $gold ->
        [yes] Przyciskiem **Handluj** wymienisz karty na to, czego ci brakuje — z bankiem, z innymi graczami albo 2 złota za zasób.
       *[no] Przyciskiem **Handluj** wymienisz karty na to, czego ci brakuje — z bankiem albo z innymi graczami.
    }
empty-play = 🃏 Teraz nie możesz zagrać żadnej ze swoich kart:
empty-play-card = • { $card }: { $why ->
        [points] tej karty się nie zagrywa — liczy się sama
        [new] karta kupiona w tej turze, zagrasz ją od następnej tury
        [road] nie ma wolnej krawędzi na drogę
        [journey] zagraj ją, gdy twój wóz zrobi w tej turze choć jeden krok
       *[bank] w banku jest na nią za mało kart
    }
empty-play-none = Nie masz kart rozwoju do zagrania.
empty-wagon = 🐴 Twój wóz nie może teraz stąd nigdzie pojechać (zostało { $mp } PR; masz: { $gold }).
empty-accept = Nie możesz przyjąć — { $name } chce: { $get }, a ty masz: { $hand }. { $counter ->
        [yes] Zostaje ci **Odmów** albo **Kontroferta**.
       *[no] Zostaje ci **Odmów**.
    }
empty-counter = { $gold ->
        [yes] Nie masz kart ani złota, które możesz dać w zamian: naciśnij **Odmów**.
       *[no] Nie masz kart, które możesz dać w zamian: naciśnij **Odmów**.
    }
empty-proposer = Potwierdzić albo wycofać ofertę może tylko jej autor: { $name }.
empty-confirm = Nie ma wymiany, którą możesz potwierdzić: nikt nie przyjął, a żadna kontroferta nie chce wyłącznie kart, które masz. **Wycofaj ofertę**, by ją zamknąć.
