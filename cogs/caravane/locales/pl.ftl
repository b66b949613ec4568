title = Caravane
description = Caravane: wyścig wielbłądów do pałaców Kubilaj-chana
new-help = Otwórz na tym kanale lobby gry Caravane
rules =
    {"*"}*Caravane** — pędź wielbłądem przez trzy etapy (15, 25, 19 pól) do pałaców Kubilaj-chana.
    • Masz 60 bukłaków z wodą: poziom I (15) na etap 1, II (25) na etap 2, III (20) na etap 3. Co zostanie po etapie, przepada.
    • W każdej rundzie każdy gracz, który jest jeszcze w drodze, potajemnie licytuje bukłaki z bieżącego poziomu. Złożona oferta jest ostateczna. Oferty odkrywa się jednocześnie i zużywa.
    • Oferty dostają miejsca (remis dzieli miejsce: 4-2-2-2-0 → 1-2-2-2-5). Gdy w drodze jest jeszcze A graczy, miejsce r daje ruch o A − r + 1 pól. Ruch kończy się w pałacu.
    • Ruch zakończony na polu specjalnym: +2 lub −2 bukłaki, +1 lub −1 bela jedwabiu.
    • Nagrody w pałacach (bele jedwabiu) — etap 1: 4/3/2/1/0, etap 2: 5/4/3/2/1, etap 3: 7/5/4/3/2. Kto dotrze jednocześnie, dzieli lepsze miejsce. Bank ma 65 bel. Wielbłądy, które dotarły, czekają na resztę.
    • Wygrywa gracz z największą ilością jedwabiu; przy remisie ten, kto pierwszy dotarł do ostatniego pałacu.
    {"*"}*Wariant Mistrzowie**: rozdziel swoje 60 bukłaków dowolnie i w tajemnicy, a na każdy poziom połóż worek z prowiantem (1, 2, 3). Dołożenie worka do oferty od razu się ogłasza, a gracze, którzy już licytowali, mogą wtedy licytować ponownie albo zostawić swoją ofertę.
hand = Moje bukłaki
option-variant = Wariant
option-variant-help = Zasady standardowe albo Mistrzowie (dowolny podział bukłaków i worki z prowiantem)
option-variant-standard = Standardowy
option-variant-champions = Mistrzowie
group-bid = Licytuj
group-bid_bag = Licytuj + prowiant
group-keep = Zostaw moją ofertę
group-setup = Rozdziel bukłaki
action-bid = Tajna oferta
action-bid_bag = Tajna oferta + worek z prowiantem
action-keep = Zostaw moją ofertę
action-setup = Rozdziel swoje bukłaki (w tajemnicy)
action-resign = Poddaj się
confirm-resign = Na pewno poddać tę grę w Caravane? Twój wielbłąd odpada z wyścigu.
param-bid-amount = Ile bukłaków licytujesz? (0–{ $amount_max })
param-bid_bag-amount = Ile bukłaków licytujesz razem z workiem? (0–{ $amount_max })
param-setup-tiers = Bukłaki na poziomy I, II, III (razem { $tiers_total })
param-setup-bags = Worki z prowiantem 1, 2, 3 na poziomy I, II, III
shortcut-setup-help = Rozdziel swoje bukłaki na trzy poziomy (Mistrzowie) przed pierwszą rundą
shortcut-bid-help = Złóż tajną ofertę w bukłakach w tej rundzie
shortcut-bid_bag-help = Złóż tajną ofertę i dołóż do niej worek z prowiantem z tego poziomu
shortcut-bid-amount-help = Bukłaki z bieżącego poziomu
shortcut-bid_bag-amount-help = Bukłaki z bieżącego poziomu (dochodzi do nich twój worek z prowiantem)
shortcut-setup-tiers-help = Bukłaki na poziomy I, II, III, np. 15 25 20
shortcut-setup-bags-help = Wartości worków z prowiantem na poziomy I, II, III, np. 1 2 3
done-keep = Zostawiasz swoją ofertę.
waiting-setup = rozdziel swoje 60 bukłaków i przydziel worki z prowiantem (🔒 w tajemnicy): naciśnij **Rozdziel bukłaki**.
waiting-revise = ogłoszono worek z prowiantem: przed odkryciem ofert naciśnij **Licytuj** i licytuj ponownie albo zostaw swoją ofertę.
waiting-bid-revise = licytuj (🔒 w tajemnicy) przyciskiem **Licytuj**; ogłoszono worek z prowiantem, więc ci, którzy już licytowali, mogą licytować ponownie albo zostawić swoją ofertę — obie opcje pod przyciskiem **Licytuj**.
waiting-bid = złóż tajną ofertę przyciskiem **Licytuj** (do odkrycia widać tylko, ile ofert już złożono).
headline-setup = Przygotowanie
headline-over = Koniec
headline-race = Etap { $stage } · runda { $round }
headline-champions = {" "}· Mistrzowie
rule-not_in_game = Nie grasz w tej grze.
rule-player_count = W Caravane gra od { $min } do { $max } graczy.
rule-bad_variant = Wariant może być tylko Standardowy albo Mistrzowie.
rule-game_over = Gra się skończyła.
rule-resigned = Ta gra jest już przez ciebie poddana.
rule-malformed_action = To nie jest ruch w grze Caravane.
rule-unknown_action = Nieznany ruch: możesz licytować, zostawić swoją ofertę, rozdzielić bukłaki albo się poddać.
rule-missing_fields = W tym ruchu brakuje: { $fields }.
rule-unexpected_fields = Ten ruch ma nieoczekiwane pola: { $fields }.
rule-race_not_started = Wyścig jeszcze się nie zaczął: najpierw rozdziel swoje bukłaki.
rule-already_arrived = Jesteś już w pałacu: poczekaj, aż dotrą pozostali.
rule-bid_not_whole = Oferta musi być całkowitą liczbą bukłaków.
rule-bid_negative = Oferta nie może być ujemna.
rule-not_enough_gourds = Na poziomie { $tier } { $left ->
        [one] został ci tylko { $left } bukłak
        [few] zostały ci tylko { $left } bukłaki
       *[many] zostało ci tylko { $left } bukłaków
    }.
rule-bid_final = Twoja oferta w tej rundzie jest już złożona i ostateczna.
rule-bag_stays = Twój worek z prowiantem został w tej rundzie ogłoszony i zostaje w ofercie: licytuj ponownie przyciskiem **Licytuj + prowiant**.
rule-no_bags_in_standard = Worki z prowiantem są tylko w wariancie Mistrzowie.
rule-bag_used = Worek z prowiantem z poziomu { $tier } jest już zużyty.
rule-nothing_to_keep = Nikt nie prosił cię o zmianę oferty: nie ma czego zostawiać.
rule-race_started = Wyścig już trwa: podziału bukłaków nie można zmienić.
rule-bad_tiers = Rozdziel bukłaki na trzy poziomy, na każdym 0 lub więcej.
rule-tiers_total = Na trzech poziomach musi być razem dokładnie { $total ->
        [one] { $total } bukłak
        [few] { $total } bukłaki
       *[many] { $total } bukłaków
    } (u ciebie: { $got }).
rule-bad_bags = Na każdy poziom daj jeden worek z prowiantem (1, 2 i 3).

## The private view, moves in words and the log (ui.py)
private-tier = poziom { $tier }: { $n }
private-tier-current = **poziom { $tier }: { $n }**
private-gourds = 💧 Twoje bukłaki — { $tiers }
private-bidding-from = Licytujesz z poziomu { $tier } na etapie { $stage }.
private-bid = Twoja oferta w tej rundzie: **{ $amount }** (ostateczna).
private-bid-bag = Twoja oferta w tej rundzie: **{ $amount }** + worek z prowiantem (ostateczna).
private-no-bid = W tej rundzie nie masz jeszcze oferty.
private-bag = poziom { $tier }: { $value }
private-bag-used = poziom { $tier }: { $value } (zużyty)
private-bags = 🎒 Worki z prowiantem — { $bags }
private-not-set-up = Twoje bukłaki nie są jeszcze rozdzielone: naciśnij **Rozdziel bukłaki**.
move-bid = Licytuj { $amount ->
        [one] { $amount } bukłak
        [few] { $amount } bukłaki
       *[many] { $amount } bukłaków
    }
move-bid-bag = Licytuj { $amount ->
        [one] { $amount } bukłak
        [few] { $amount } bukłaki
       *[many] { $amount } bukłaków
    } + worek z prowiantem
move-setup = Podział: poziomy { $tiers }, worki { $bags }
log-bid = { $name } składa ofertę.
log-bid-again = { $name } licytuje ponownie.
log-your-bid = 💧 Twoja oferta **{ $amount }** jest zablokowana do odkrycia.
log-your-bid-bag = 💧 Twoja oferta **{ $amount }** + worek z prowiantem jest zablokowana do odkrycia.
log-kept = { $name } zostawia swoją ofertę.
log-bag = { $name } dokłada do oferty worek z prowiantem z etapu { $stage }!
log-bag-reopens = { $count ->
        [one] { $names } może licytować ponownie albo zostawić swoją ofertę.
        [few] Licytować ponownie albo zostawić swoje oferty mogą { $count } osoby: { $names }.
       *[many] Licytować ponownie albo zostawić swoje oferty może { $count } osób: { $names }.
    }
log-setup = { $name }: bukłaki rozdzielone.
log-setup-changed = { $name } zmienia podział bukłaków.
log-your-setup = 🧮 Twój podział jest zapisany: poziomy { $tiers }, worki z prowiantem { $bags }. Możesz go zmieniać, dopóki wszyscy nie rozdzielą bukłaków.
log-race-started = Wszyscy są gotowi: wyścig się zaczyna!
log-moved = { $name } oferuje { $amount } (miejsce { $rank }) i przesuwa się o { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[many] { $squares } pól
    } na pole { $square }.
log-moved-palace = { $name } oferuje { $amount } (miejsce { $rank }) i przesuwa się o { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[many] { $squares } pól
    } do pałacu { $stage }.
log-moved-bag = { $name } oferuje { $amount } + worek z prowiantem { $bag } (miejsce { $rank }) i przesuwa się o { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[many] { $squares } pól
    } na pole { $square }.
log-moved-bag-palace = { $name } oferuje { $amount } + worek z prowiantem { $bag } (miejsce { $rank }) i przesuwa się o { $squares ->
        [one] { $squares } pole
        [few] { $squares } pola
       *[many] { $squares } pól
    } do pałacu { $stage }.
log-square-gourds-plus = { $name } staje na polu { $square }: +2 bukłaki.
log-square-gourds-minus = { $name } staje na polu { $square }: −2 bukłaki.
log-square-silk-plus = { $name } staje na polu { $square }: +1 bela jedwabiu.
log-square-silk-minus = { $name } staje na polu { $square }: −1 bela jedwabiu.
log-square-silk-plus-none = { $name } staje na polu { $square }: +1 bela jedwabiu (bez efektu).
log-square-silk-minus-none = { $name } staje na polu { $square }: −1 bela jedwabiu (bez efektu).
log-arrived = { $name } dociera do pałacu { $stage } na { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    } miejscu i zdobywa { $silk ->
        [one] { $silk } belę
        [few] { $silk } bele
       *[many] { $silk } bel
    } jedwabiu.
log-arrived-tied = { $name } dociera do pałacu { $stage } na { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    } miejscu (ex aequo) i zdobywa { $silk ->
        [one] { $silk } belę
        [few] { $silk } bele
       *[many] { $silk } bel
    } jedwabiu.
log-stage = Zaczyna się etap { $stage }: bukłaki, które zostały na poprzednim poziomie, przepadają; teraz licytuje się z poziomu { $tier }.
log-resigned = { $name } poddaje się.
log-over = { $count ->
        [one] Karawany są u celu: wygrywa { $names }!
        [few] Karawany są u celu: zwycięstwo dzielą { $count } osoby — { $names }!
       *[many] Karawany są u celu: zwycięstwo dzieli { $count } osób — { $names }!
    }

## Words on the board image (render/caravane.py)
img-player = Gracz { $n }
img-place = { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    }
img-stage = Etap { $stage }
img-stage-info = { $length ->
        [one] { $length } pole
        [few] { $length } pola
       *[many] { $length } pól
    } · poziom { $tier } · pałac daje { $awards } bel jedwabiu · { $status ->
        [now] teraz
        [done] za nami
       *[later] przed nami
    }
img-arrived = U celu:
img-start = Start
img-palace = Pałac { $stage }
img-squares = Pola:
img-gourds-plus = +2 bukłaki
img-gourds-minus = −2 bukłaki
img-silk-plus = +1 bela jedwabiu
img-silk-minus = −1 bela jedwabiu
img-setting-up = Przygotowanie: każdy w tajemnicy rozdziela swoje 60 bukłaków
img-stage-round = Etap { $stage } z 3 · runda { $round }
img-bank = Bank jedwabiu: { $bank } / 65
img-won = { $count ->
        [one] Wygrywa { $names }!
       *[other] Wygrywają { $names }!
    }  Jedwab: { $silk ->
        [one] { $silk } bela
        [few] { $silk } bele
       *[many] { $silk } bel
    }.
img-won-resigned = { $count ->
        [one] Wygrywa { $names }!
       *[other] Wygrywają { $names }!
    }  Wszyscy pozostali się poddali.
img-status-resigned = rezygnacja
img-status-winner = zwycięstwo
img-status-set-up = rozdzielone
img-status-choosing = dzieli bukłaki…
img-status-arrived = w pałacu ({ $place })
img-status-revise = może zmienić ofertę
img-status-bid-in = oferta złożona
img-status-thinking = myśli…
img-drivers = Poganiacze
img-silk-column = jedwab
img-bag-in = + worek!
img-bag = worek
img-bag-used = zużyty
img-last-reveal-at = Ostatnie odkrycie · etap { $stage }, runda { $round }
img-no-reveal = Nie odkryto jeszcze żadnych ofert.

## Nazwy poleceń i opcji (Discord: małe litery, bez spacji, najwyżej 32 znaki)
cmdname-setup = rozdziel
cmdname-bid = licytuj
cmdname-bid-bag = licytuj-prowiant
optname-variant = wariant
optname-tiers = poziomy
optname-bags = prowiant
optname-amount = ilość
