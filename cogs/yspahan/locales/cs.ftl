title = Yspahan
description = Yspahan: kostky, bazary a karavana
new-help = Založit v tomto kanálu hru Yspahan (2–4 hráči)
rules =
    {"*"}*Yspahan** — 3 epochy po 7 kolech. Vyhrává, kdo má po 3. epoše nejvíc vítězných bodů (VB).
    • Každé kolo si počáteční hráč může koupit až 3 žluté kostky (za 1 peníz každou) a hodí; kostky se podle čísel rozdělí do 6 řádků tabulky akcí: 1. řádek velbloudi, 2.–5. řádek sektory Pytel, Sud, Truhla a Váza, 6. řádek peníze. Žluté kostky se počítají jen počátečnímu hráči.
    • Postupně si každý hráč vybere řádek, který dnes ještě nikdo nepoužil, a buď provede jeho akci (za každou kostku 1 velblouda, 1 kostičku nebo 1 peníz; za odhozenou kartu +1 kostka), nebo si lízne 1 kartu, nebo posune figurku aspoň o tolik políček, kolik ukazují kostky (každé políčko navíc za 1 peníz). Nemůže-li použít žádný řádek, lízne si kartu.
    • Kostičky jdou na prázdné stánky v sektoru daného řádku; rozestavěný bazar musíš nejdřív zaplnit; do bazaru, který rozestavěl jiný hráč, nesmíš.
    • Kde figurka zastaví, jdou kostičky ze sousedních stánků do karavany (pořadí určí, kdo táhl); majitel může za 1 velblouda nechat kostičku ve stánku a poslat místo ní kostičku ze zásoby. Za vstup do karavany jsou 1/2/3 VB podle sekce; plná karavana se obodová (kostičky hráče × sekce jeho nejvyšší kostičky) a vyprázdní.
    • Po akci smíš postavit jednu budovu (za velbloudy a peníze): 2.–5. budova +5 VB, 6. +10 VB.
    • Konec epochy: každý zaplněný bazar dá své VB majiteli, obodová se karavana; bazary se vyprázdní a figurka se vrátí doprostřed.
    • 2 hráči: hraje počáteční hráč, druhý hráč a znovu počáteční hráč; stavba stojí řádek.
    {"*"}*Pravidla z vydané hry**: nejvyšší kostky jdou vždy do řádku peněz, počáteční hráč se posouvá po směru hodinových ručiček, budovy dávají 0/0/5/5/5/10, figurka smí jít i o méně políček (1 peníz za políčko), vstup do karavany dává 2/1/0.
hand = Moje karty
option-ruleset = Pravidla
option-ruleset-help = Pravidla podle českého návodu (výchozí), nebo podle vydané hry
option-ruleset-seed = Podle návodu
option-ruleset-published = Podle vydané hry
confirm-resign = Opravdu se natrvalo vzdát této hry Yspahan? Tvoje kostičky zůstanou na plánu a tvoje tahy se přeskočí.

## Board buttons, menu steps and prompts
group-buy_yellow = Koupit žlutou kostku
group-roll = Hodit kostkami
group-take_action = Využít řádek
group-take_card = Líznout kartu
group-draw_card = Líznout kartu
group-move_supervisor = Posunout figurku
group-build = Postavit budovu
group-build_row = Postavit budovu (za řádek)
group-play = Zahrát kartu
group-place_cube = Umístit kostičku
group-send_first = Která kostička jde první
group-pay_camel = Nechat kostičku (1 velbloud)
group-send_cube = Poslat kostičku
group-end_turn = Ukončit tah
action-buy_yellow = Koupit žlutou kostku (1 peníz)
action-roll = Hodit kostkami
action-take_action = Akce řádku
action-take_card = Líznout kartu za řádek
action-draw_card = Líznout kartu (žádný řádek nezbyl)
action-move_supervisor = Posunout figurku
action-build = Postavit budovu
action-build_row = Postavit budovu za řádek
action-play = Zahrát kartu
action-place_cube = Umístit kostičku
action-send_first = První kostička do karavany
action-pay_camel = Nechat kostičku za 1 velblouda
action-send_cube = Poslat kostičku do karavany
action-end_turn = Ukončit tah
action-resign = Vzdát se
param-take_action-row = Který řádek? Jeho kostky dají:
param-take_action-boost = Odhodit kartu za +1 kostku?
param-take_card-row = Který řádek použiješ na kartu?
param-move_supervisor-row = Kostky kterého řádku posunou figurku?
param-move_supervisor-to = Kam? Obrázek vyznačí každé políčko, jeho cenu v penězích a kostičky, které by figurka zasáhla.
param-build-building = Kterou budovu?
param-build-card = Jak zaplatíš?
param-build_row-row = Který řádek použiješ na stavbu?
param-build_row-building = Kterou budovu?
param-build_row-card = Jak zaplatíš?
param-play-card = Kterou kartu?
param-play-direction = Kterým směrem?
param-play-amount = Kolik?
param-play-shop = Na který stánek půjde kostička? (vyznačeno na obrázku)
param-place_cube-shop = Na který stánek půjde další kostička? (vyznačeno na obrázku)
param-send_first-shop = Která kostička půjde do karavany první?
param-pay_camel-shop = Která kostička?
param-send_cube-shop = Která kostička?

## Game things in words
count-camels = { $n ->
        [one] { $n } velblouda
        [few] { $n } velbloudy
       *[other] { $n } velbloudů
    }
count-gold = { $n ->
        [one] { $n } peníz
        [few] { $n } peníze
       *[other] { $n } peněz
    }
count-vp = { $n } VB
count-cubes = { $n ->
        [one] { $n } kostičku
        [few] { $n } kostičky
       *[other] { $n } kostiček
    }
count-dice = { $n ->
        [one] { $n } kostka
        [few] { $n } kostky
       *[other] { $n } kostek
    }
count-cards = { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } karet
    }
count-squares = { $n ->
        [one] { $n } políčko
        [few] { $n } políčka
       *[other] { $n } políček
    }
quarter-BAG = Pytel
quarter-BARREL = Sud
quarter-CHEST = Truhla
quarter-VASE = Váza
souk-name = { $quarter } { $vp }
shop-street = { $souk } · stánek { $n } · u políčka { $squares }
shop-inside = { $souk } · stánek { $n }
shop-owned = { $shop } ({ $name })
row-quarter = Řádek { $n } · { $quarter }
row-camels = Řádek { $n } · velbloudi
row-gold = Řádek { $n } · peníze
row-for-action = { $row }: { $dice } → { $gain }
row-for-supervisor = { $row }: kostky s číslem { $face } → aspoň o { $squares }
row-for-supervisor-published = { $row }: kostky s číslem { $face } → o { $squares }, ±1 za peníz
row-plain = { $row } · { $dice } s číslem { $face }
cost-and = { $a } + { $b }
cost-free = zdarma
square-centre = C (střed)
square-hits = zasáhne { $shops }
hit-shop = { $souk } ({ $name })
square-hits-nothing = nic nezasáhne
boost-none = Bez karty
boost-card = Odhodit { $card } za +1 kostku
build-card-none = Zaplatit velbloudy i penězi
build-card-card_h = Karta h: bez velbloudů
build-card-card_i = Karta i: bez peněz
building-label = { $building } · { $cost }
direction-camels_to_gold = Velbloudi → peníze
direction-gold_to_camels = Peníze → velbloudi
card-card_a = a · 3 velbloudi
card-card_b = b · 3 peníze
card-card_c = c · kostička → karavana
card-card_d = d · kostička → tržiště
card-card_e = e · peníze ←→ velbloudi
card-card_f = f · peníze → vítězné body
card-card_g = g · velbloudi → vítězné body
card-card_h = h · stavba bez velbloudů
card-card_i = i · stavba bez peněz
effect-card_a = vezmeš si 3 velbloudy
effect-card_b = vezmeš si 3 peníze
effect-card_c = umístíš kostičku ze zásoby do karavany
effect-card_d = umístíš kostičku ze zásoby na prázdný stánek v libovolném sektoru
effect-card_e = vyměníš velbloudy za peníze 1:1, jedním směrem, kolik chceš
effect-card_f = vyměníš až 10 peněz za vítězné body 1:1
effect-card_g = vyměníš až 4 velbloudy za vítězné body 1:2
effect-card_h = při stavbě budovy platíš jen penězi
effect-card_i = při stavbě budovy platíš jen velbloudy
building-building1 = Budova 1 (o velblouda víc z řádku velbloudů)
building-building2 = Budova 2 (o 2 peníze víc z řádku peněz)
building-building3 = Budova 3 (figurka o 1 až 3 políčka navíc zdarma)
building-building3-published = Budova 3 (figurka o 1 až 3 políčka víc nebo míň zdarma)
building-building4 = Budova 4 (karta, kdykoli tvoje kostička vstoupí do karavany)
building-building4-published = Budova 4 (karta, kdykoli tvoje kostička vstoupí do karavany, ne kartou c)
building-building5 = Budova 5 (+2 VB za každý zaplněný bazar)
building-building6 = Budova 6 (o kostičku víc do sektoru)

## The board: headline and whom it waits for
headline = Epocha { $week } · kolo { $day } ({ $number }/{ $days })
headline-published = Epocha { $week } · kolo { $day } ({ $number }/{ $days }) · pravidla z vydané hry
headline-over = Konec hry
waiting-roll = můžeš si koupit žluté kostky (za { $price } peníz každou), pak hoď: **Hodit kostkami**.
waiting-no-row = žádný řádek ti nezbyl: **Líznout kartu**.
waiting-act = vyber si řádek: **Využít řádek**, **Líznout kartu** nebo **Posunout figurku**.
waiting-act-two = vyber si řádek: **Využít řádek**, **Líznout kartu**, **Posunout figurku** nebo **Postavit budovu**.
waiting-place = umísti { $cubes } do sektoru { $quarter }: **Umístit kostičku**.
waiting-order = figurka zasáhla kostičky dvou hráčů: urči, která půjde do karavany první.
waiting-camel = nech si kostičku ve stánku za 1 velblouda, nebo ji pošli do karavany (🔒 tajné, dokud neodpoví všichni).
waiting-after-build = postav budovu, zahraj karty, nebo **Ukončit tah**.
waiting-after = zahraj karty, nebo **Ukončit tah**.

## Moves in words (/play, confirmations)
move-buy-yellow = Koupit žlutou kostku za { $price }
move-take-action = { $row }: vzít { $gain }
move-boost = (+1 kostka: karta { $card })
move-take-card = { $row }: líznout kartu
move-supervisor = { $row }: figurka na { $square }
move-build = Postavit { $building } za { $cost }
move-with-card = s kartou { $card }
move-build-row = { $row }: { $build }
move-play = Zahrát kartu { $card }
move-play-exchange = Zahrát kartu { $card }: { $give } → { $get }
move-play-for-vp = Zahrát kartu { $card }: { $give } → { $vp }
move-play-shop = Zahrát kartu { $card }: kostička → { $shop }
move-place-cube = Kostička: { $shop }
move-send-first = První do karavany: { $shop }
move-pay-camel = Zaplatit 1 velblouda a nechat kostičku ve stánku: { $shop }
move-send-cube = Poslat kostičku do karavany: { $shop }

## Rule errors
rule-malformed_action = To není tah hry Yspahan.
rule-unknown_action = Neznámý tah.
rule-missing_fields = V tahu chybí: { $fields }.
rule-unexpected_fields = Tah obsahuje nečekané údaje: { $fields }.
rule-not_in_game = V této hře nehraješ.
rule-game_over = Hra skončila.
rule-resigned = Tuhle hru už máš vzdanou.
rule-not_your_turn = Nejsi na tahu.
rule-wrong_step = Teď ne: { $step ->
        [roll] kostky pro toto kolo ještě nebyly hozeny.
        [act] nejdřív si vyber řádek (nebo lízni kartu).
        [place] nejdřív umísti své kostičky.
        [order] nejdřív se musí určit pořadí kostiček, které zasáhla figurka.
        [camel] nejdřív musí odpovědět majitelé kostiček (nechat za velblouda, nebo poslat).
       *[after] řádek už máš použitý; můžeš stavět, hrát karty nebo ukončit tah.
    }
rule-already_rolled = Kostky už v tomto kole padly.
rule-yellow_limit = Za kolo nejvýš { $max } žluté kostky.
rule-not_enough_gold = Nemáš dost peněz: potřebuješ { $need }, máš { $have }.
rule-not_enough_camels = Nemáš dost velbloudů: potřebuješ { $need }, máš { $have }.
rule-bad_row = Takový řádek v tabulce akcí není.
rule-row_taken = Tento řádek už dnes někdo použil: { $row }.
rule-row_empty = Tento řádek dnes nemá žádné kostky: { $row }.
rule-row_yellow_only = Řádek jen se žlutými kostkami smí použít jen počáteční hráč: { $row }.
rule-rows_left = Ještě ti zbývá řádek: kartu bez řádku si lízneš, jen když žádný nezbyl.
rule-already_used = V tomto tahu už máš řádek použitý.
rule-use_first = Nejdřív si vyber řádek (nebo lízni kartu).
rule-bad_card = Taková karta není.
rule-no_such_card = Kartu { $card } nemáš.
rule-card_only_when_building = Karta { $card } se hraje jen při stavbě budovy.
rule-bad_square = Takové políčko na cestě není.
rule-square_unreachable = S těmito kostkami figurka na políčko { $to } nedojde.
rule-bad_shop = Takový stánek není, nebo tam tvoje kostička nesmí.
rule-shop_taken = Ten stánek je už obsazený: { $shop }.
rule-souk_closed = V bazaru { $souk } je kostička jiného hráče: nesmíš tam.
rule-finish_your_souk = Nejdřív zaplň svůj bazar: { $souks }.
rule-shop_not_in_quarter = Ten stánek není v sektoru { $quarter }: { $shop }.
rule-no_decision = Teď se tě nic ohledně karavany neptáme.
rule-not_your_cube = Na tuhle kostičku se tě neptáme ({ $shop }).
rule-bad_building = Taková budova není.
rule-already_built = { $building } už máš.
rule-one_building_per_turn = Za tah jen jedna budova.
rule-build_with_row = Ve dvou hráčích stojí stavba řádek: zvol **Postavit budovu (za řádek)**, když vybíráš řádek.
rule-build_after_action = Stav až po akci řádku, ne místo ní.
rule-bad_direction = Vyber velbloudi → peníze, nebo peníze → velbloudi.
rule-bad_amount = Vyber počet od 1 do { $max }.
rule-nothing_to_exchange = Tímto směrem nemáš co vyměnit.
rule-bad_option = Neznámá volba { $name }: { $value }.
rule-player_count = Yspahan hrají { $min } až { $max } hráči.

## The private hand (/table hand)
hand-cards = 🃏 **Tvoje karty** ({ $n }): { $cards }
hand-card = **{ $card }** ×{ $n } — { $effect }
hand-no-cards = 🃏 **Tvoje karty:** žádné
hand-stock = Máš: 🐪 { $camels } · 💰 { $gold } · ⭐ { $vp }
hand-buildings = 🏛️ **Tvoje budovy:** { $buildings }
hand-no-buildings = 🏛️ **Tvoje budovy:** zatím žádné
hand-next-building = Další budova ti dá { $vp }.
hand-choice-keep = 🔒 Necháváš si kostičku za 1 velblouda: { $shop }.
hand-choice-send = 🔒 Posíláš kostičku do karavany: { $shop }.
hand-rows = **Řádky, které můžeš použít:** { $rows }

## The log
log-day = ☀️ **Epocha { $week }, kolo { $day }** ({ $number }/21): počáteční hráč je { $name }. Pořadí: { $order }.
log-yellow-bought = { $name } kupuje žlutou kostku (žlutých kostek v tomto kole: { $count }).
log-rolled = 🎲 { $name } hází { $white }.
log-rolled-yellow = 🎲 { $name } hází { $white } a na žlutých { $yellow }.
log-row-action = { $name } bere { $row } ({ $dice }).
log-row-card = { $name } bere { $row } a lízne si kartu.
log-row-supervisor = { $name } bere { $row } (kostky s číslem { $face }) a posouvá figurku.
log-row-build = { $name } bere { $row } na stavbu.
log-boost = +1 kostka za kartu { $card }.
log-yellow-removed = Žluté kostky odcházejí z tabulky akcí.
log-yellow-removed-row = Žluté kostky odcházejí: { $row }.
log-gained = { $name } si bere { $what }.
log-cube-placed = { $name } umisťuje kostičku: { $shop }.
log-cube-placed-auto = { $name } umisťuje kostičku: { $shop } (jinak to nejde).
log-cubes-lost = { $name } přichází o { $cubes }: žádný volný stánek nezbyl.
log-card-drawn-row = { $name } si líže kartu (v balíčku zbývá { $left }).
log-card-drawn-no_row = { $name } nemá žádný řádek a líže si kartu (v balíčku zbývá { $left }).
log-card-drawn-building4 = { $name } si líže kartu za budovu 4 (v balíčku zbývá { $left }).
log-you-drew = Dostáváš kartu **{ $card }**: { $effect }.
log-no-card = { $name } nic nelíže: balíček i odhozené karty jsou prázdné.
log-reshuffled = Odhozené karty se zamíchají do nového balíčku: { $cards }.
log-supervisor = 🚶 Figurka jde z { $start } na { $to } (o { $squares }).
log-supervisor-paid = 🚶 Figurka jde z { $start } na { $to } (o { $squares }; { $name } platí { $gold }).
log-caravan-order = { $name } posílá do karavany jako první kostičku: { $shop }.
log-camel-choices = { $count ->
        [one] { $names } může zaplatit 1 velblouda a nechat kostičku ve stánku.
       *[other] { $names } mohou každý zaplatit 1 velblouda a nechat kostičku ve stánku.
    }
log-cube-decided = { $name } odpovídá.
log-your-choice-keep = Necháváš si kostičku za 1 velblouda: { $shop }.
log-your-choice-send = Posíláš kostičku do karavany: { $shop }.
log-camel-paid = { $name } platí 1 velblouda a kostička zůstává ve stánku: { $shop }.
log-caravan-supervisor = 🐫 { $name }: kostička ze stánku ({ $shop }) vstupuje do karavany (pole { $space }, sekce { $section }): +{ $vp }.
log-caravan-camel = 🐫 { $name }: kostička ze zásoby vstupuje do karavany (pole { $space }, sekce { $section }): +{ $vp }.
log-caravan-card = 🐫 { $name } dává kostičku do karavany (pole { $space }, sekce { $section }): +{ $vp }.
score-entry = { $name } +{ $vp }
score-nobody = nikdo nic nezískává
log-caravan-full = 🐫 Karavana je plná a boduje: { $scores }.
log-caravan-week = 🐫 Karavana boduje na konci epochy: { $scores }.
log-caravan-emptied = Kostičky z karavany se vracejí hráčům; karavana začíná znovu prázdná.
log-built = 🏛️ { $name } staví { $building } za { $cost }: +{ $vp }.
log-built-card = (karta { $card })
log-played-gain = 🃏 { $name } hraje kartu { $card }: +{ $what }.
log-played-exchange = 🃏 { $name } hraje kartu { $card }: { $give } → { $get }.
log-played-vp = 🃏 { $name } hraje kartu { $card }: { $give } → { $vp }.
log-played-shop = 🃏 { $name } hraje kartu { $card }: kostička → { $shop }.
log-played = 🃏 { $name } hraje kartu { $card }.
log-turn = Na tahu je { $name }.
log-day-ended = Kolo { $day } epochy { $week } končí.
score-souk = { $souk }: { $name } +{ $vp }
log-week = 🏆 **Konec epochy { $week }.** Zaplněné bazary: { $souks }. Celkem: { $scores }.
log-week-no-souks = 🏆 **Konec epochy { $week }.** Žádný bazar není zaplněný.
log-week-reset = Bazary se vyprázdní a figurka se vrací doprostřed.
log-resigned = { $name } se vzdává.
log-over-nobody = Hra skončila.
log-over = { $count ->
        [one] 🏁 Konec hry: vítězí { $names } se ziskem { $vp }!
       *[other] 🏁 Konec hry: o vítězství se dělí { $names } se ziskem { $vp }!
    }
log-over-resignation = { $count ->
        [one] 🏁 Všichni ostatní se vzdali: vítězí { $names } se ziskem { $vp }.
       *[other] 🏁 Všichni ostatní se vzdali: o vítězství se dělí { $names } se ziskem { $vp }.
    }

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-ruleset = pravidla

## Words on the board image (render/yspahan.py)

img-player = Hráč { $n }
img-caravan = Karavana
img-quarter-BAG = Pytel
img-quarter-BARREL = Sud
img-quarter-CHEST = Truhla
img-quarter-VASE = Váza
img-row-camels = Velbloudi
img-row-gold = Peníze
img-tower = Tabulka akcí
img-players = Hráči
img-week-day = Epocha { $week } · kolo { $day }
img-over = Konec hry
img-deck = Balíček { $deck } · odhozeno { $discard }
img-to-place = { $n ->
    [one] zbývá { $n } kostička
    [few] zbývají { $n } kostičky
   *[other] zbývá { $n } kostiček
}
img-won = { $count ->
    [one] Vítěz: { $names }
   *[other] Vítězové: { $names }
}
img-winner = vítěz
img-rank = { $rank }. místo
img-resigned = mimo hru
img-hand-title = Tvoje karty ({ $count })
img-no-cards = Nemáš žádné karty.
img-hand-note = Kteroukoli kartu můžeš také odhodit a zvýšit si tak hodnotu akce o 1 (jednou za tah).
img-buildings = Tvoje budovy
img-buildings-next = Tvoje budovy · další dá { $vp } VB
img-built = postaveno
img-card-a = 3 velbloudi
img-card-a-effect = Vezmi si 3 velbloudy.
img-card-b = 3 peníze
img-card-b-effect = Vezmi si 3 peníze.
img-card-c = Kostička → karavana
img-card-c-effect = Umísti kostičku ze zásoby do karavany a získej vítězné body za její sekci.
img-card-d = Kostička → tržiště
img-card-d-effect = Umísti kostičku ze zásoby do prázdného stánku v libovolném sektoru (ne do bazaru, který rozestavěl jiný hráč; svůj rozestavěný zaplň přednostně).
img-card-e = Výměna peněz a velbloudů
img-card-e-effect = Vyměň velbloudy za peníze nebo peníze za velbloudy v poměru 1:1, jedním směrem, kolik chceš.
img-card-f = Peníze → vítězné body
img-card-f-effect = Zaplať až 10 peněz, za každý 1 vítězný bod.
img-card-g = Velbloudi → vítězné body
img-card-g-effect = Zaplať až 4 velbloudy, za každého 2 vítězné body.
img-card-h = Stavba bez velbloudů
img-card-h-effect = Zahraj při stavbě budovy: platíš pouze penězi. Ne spolu s kartou i.
img-card-i = Stavba bez peněz
img-card-i-effect = Zahraj při stavbě budovy: platíš pouze velbloudy. Ne spolu s kartou h.
img-building-1 = Při akci velbloudi bereš o velblouda víc.
img-building-2 = Při akci peníze bereš o 2 peníze víc.
img-building-3 = Figurku můžeš posunout zdarma o 1 až 3 políčka navíc.
img-building-3-published = Figurku můžeš posunout zdarma o 1 až 3 políčka víc nebo míň.
img-building-4 = Kdykoli tvoje kostička vstoupí do karavany, lízneš si navíc kartu.
img-building-4-published = Kdykoli tvoje kostička vstoupí do karavany, lízneš si navíc kartu (ne kartou c).
img-building-5 = Za každý dokončený bazar získáš při bodování epochy o 2 vítězné body víc.
img-building-6 = Při akci sektoru stavíš na tržiště o kostičku víc.
