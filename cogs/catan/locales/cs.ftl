title = Catan
description = Catan: osídli ostrov, obchoduj a stav
new-help = Založit v tomto kanálu lobby hry Catan
rules =
    {"*"}*Catan** – vyhrává, kdo jako první na svém tahu dosáhne **10 vítězných bodů**.
    {"*"}*Příprava:** v pořadí tahů postav každý osadu a cestu; pak v opačném pořadí druhou dvojici (ta ti dá 1 kartu za každé sousední pole). Osada nesmí stát vedle jiné osady.
    {"*"}*Tah:** zahraj nejvýš jednu kartu rozvoje (klidně i před hodem) → hoď kostkami → obchoduj a stav → konec.
    • Součet kostek: každé pole s tímto číslem (bez zloděje) dá 1 kartu za osadu a 2 za město. Když banka nemá dost suroviny pro všechny, nedostane ji nikdo (leda by ji měl dostat jen jeden hráč).
    • **7:** kdo má víc než 7 karet, odhodí polovinu; přesuň zloděje a vezmi 1 náhodnou kartu hráči, který má u jeho pole stavbu.
    {"*"}*Ceny:** cesta = cihla + dřevo · osada = cihla + dřevo + vlna + obilí (1 VB) · město = 3 rudy + 2 obilí (2 VB) · karta rozvoje = ruda + vlna + obilí.
    {"*"}*Obchod:** s bankou 4:1, nebo 3:1 / 2:1 ve tvých přístavech; s ostatními hráči (jen hráč na tahu, žádné dary).
    {"*"}*Karty rozvoje:** Rytíř (přesuň zloděje), Stavba cest (2 cesty zdarma), Vynález (2 karty z banky), Monopol (všechny karty jedné suroviny), Vítězný bod (tajný, 1 VB). Nejde je zahrát v tahu, kdy byly koupeny.
    {"*"}*Nejdelší cesta** (≥ 5 cest za sebou) a **Největší vojsko** (≥ 3 rytíři): každé 2 VB.
    Popisky: pole A–S, křižovatky 1–54, hrany jako 12-13.
    {"*"}*Obchodníci a barbaři** (volba varianta): 13 VB; bez pouště, zloděje a Nejdelší cesty; 2 a 12 se hází znovu; druhá počáteční stavba je město; každý má 5 zlaťáků. Po stavění jeď vozem (krok: 2 BP; po cestě 1 a 1 zlaťák jejímu majiteli; +2 přes barbara) na náměstí P1–P3: naložíš zboží, doručené dá 1 VB + zlato. Sedmička nebo Rytíř přesouvá barbara. Za 2 zlaťáky koupíš 1 surovinu (dvakrát za tah).
hand = Moje karty
option-numbers = Čísla
option-numbers-help = Žetony s čísly: oficiální spirála, nebo zamíchané bez 6 a 8 vedle sebe
option-numbers-spiral = Spirála
option-numbers-random = Náhodně (vyváženě)
option-board = Plán
option-board-help = Krajina: zamíchaná, nebo pevné rozložení pro začátečníky
option-board-random = Náhodný
option-board-beginner = Pro začátečníky
option-layout = Rozložení
option-layout-help = Číslo rozložení: rozdá znovu stejný plán (kostky a karty zůstanou tajné)
group-build = Stavět
group-roll = Hodit
group-trade = Obchodovat
group-play = Zahrát kartu
group-move_robber = Přesunout zloděje
group-steal = Okrást
group-discard = Odhodit
group-offer = Nabídka
group-accept_trade = Přijmout
group-decline_trade = Odmítnout
group-counter_trade = Protinabídka
group-confirm_trade = Potvrdit obchod
group-cancel_trade = Zrušit nabídku
group-end_turn = Ukončit tah
group-place-settlement = Postavit osadu
group-place-road = Postavit cestu
group-free-road = Postavit cestu zdarma
action-build_road = Cesta
action-build_settlement = Osada
action-build_city = Město
action-buy_dev = Karta rozvoje
action-roll = Hodit kostkami
action-maritime_trade = Obchod s bankou
action-offer_trade = Nabídnout obchod
action-accept_trade = Přijmout nabídku
action-decline_trade = Odmítnout nabídku
action-counter_trade = Protinabídka
action-confirm_trade = Potvrdit obchod
action-cancel_trade = Zrušit nabídku
action-play_knight = Rytíř
action-play_road_building = Stavba cest
action-play_year_of_plenty = Vynález
action-play_monopoly = Monopol
action-move_robber = Přesunout zloděje
action-steal = Okrást
action-discard = Odhodit
action-end_turn = Ukončit tah
action-resign = Vzdát se
param-build_road-edge = Kam? (1 cihla a 1 dřevo) – povolené hrany jsou popsané na obrázku
param-build_settlement-node = Kam? (1 cihla, 1 dřevo, 1 vlna a 1 obilí) – povolená místa jsou očíslovaná
param-build_city-node = Kterou osadu? (2 obilí a 3 rudy)
param-maritime_trade-give = Kterou surovinu dáš (za nejlepší kurz)?
param-maritime_trade-get = Za kterou surovinu?
param-offer_trade-to = Komu nabídnout?
param-offer_trade-give = Dáváš
param-offer_trade-get = Chceš
param-counter_trade-give = Dáváš
param-counter_trade-get = Chceš
param-confirm_trade-with = S kým obchodovat?
param-play_year_of_plenty-resources = Které dvě suroviny z banky?
param-play_monopoly-resource = Monopol na kterou surovinu?
param-move_robber-hex = Které pole? (u každé volby je, kdo tam má stavbu)
param-steal-victim = Koho okrást? Vezmeš si jednu náhodnou kartu.
param-discard-cards = Odhoď { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
    }
confirm-resign = Opravdu se v této hře Catan vzdát natrvalo? Tvoje karty se vrátí do banky.
shortcut-trade-help = Obchoduj s bankou nebo v přístavu, nebo nabídni karty ostatním hráčům
shortcut-trade-move-help = Obchod s bankou nebo nabídka hráči: začni psát a nabídnou se ti obchody
shortcut-counter_trade-help = Odpověz na nabídku na stole vlastní protinabídkou
shortcut-discard-help = Po sedmičce odhoď polovinu karet: napiš, které to budou
shortcut-discard-cards-help = Karty k odhození, např. 2 cihly, 1 ruda
shortcut-trade-give-help = Co dáváš, např. 1 vlna
shortcut-trade-get-help = Co chceš, např. 1 ruda
shortcut-counter_trade-give-help = Co dáváš, např. 1 vlna
shortcut-counter_trade-get-help = Co chceš, např. 1 ruda
everyone = Všem
item-brick = cihly
item-lumber = dřevo
item-wool = vlna
item-grain = obilí
item-ore = ruda
rule-not_in_game = V této hře nehraješ.
rule-player_count = Catan potřebuje { $min } až { $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }.
rule-bad_option = Neznámá volba { $name }={ $value }.
rule-malformed_action = Tohle není platný tah.
rule-unknown_action = Neznámý tah „{ $kind }“.
rule-template = Nejdřív vyplň podrobnosti tahu.
rule-game_over = Hra skončila.
rule-resigned = V této hře už nehraješ: vzdáno.
rule-not_your_turn = Nejsi na tahu.
rule-wrong_phase = { $phase ->
        [setup] Postav svou počáteční osadu a cestu.
        [discard] Čeká se, až hráči odhodí polovinu karet.
        [robber] Nejdřív přesuň zloděje.
        [barbarian] Nejdřív přesuň barbara.
        [drive_off] Nejdřív přesuň zahnaného barbara, nebo ho nech na místě.
        [steal] Nejdřív vyber, koho okrást.
        [road_building] Nejdřív postav své cesty zdarma.
        [trade] Je otevřená nabídka obchodu: nejdřív ji potvrď, nebo zruš.
        [over] Hra skončila.
        [before_roll] Nejdřív hoď kostkami.
       *[other] To teď nejde.
    }
rule-roll_first = Nejdřív hoď kostkami.
rule-cards_missing = Napiš, které karty, např. 1 ruda.
rule-unknown_resource = Neznámá surovina „{ $name }“: použij cihly, dřevo, vlna, obilí nebo ruda (nebo brick, lumber, wool, grain, ore).
rule-bad_count = Počet karet { $name ->
        [brick] cihel
        [lumber] dřeva
        [wool] vlny
        [grain] obilí
        [ore] rudy
       *[other] „{ $name }“
    } musí být celé číslo, 0 nebo víc.
rule-choose_resource = Vyber surovinu: cihly, dřevo, vlna, obilí, nebo ruda.
rule-bad_place = Vyber { $what ->
        [intersection] platnou křižovatku
        [path] platnou hranu
        [hex] platné pole
       *[other] platné místo ({ $what })
    }.
rule-road_first = Nejdřív postav cestu vedle své nové osady.
rule-too_close = Příliš blízko: mezi osadami musí být aspoň dvě hrany.
rule-no_settlements_left = Už ti nezbyla žádná osada (postav město a jedna se ti vrátí).
rule-cannot_afford = { $piece ->
        [road] Cesta stojí 1 cihlu a 1 dřevo.
        [settlement] Osada stojí 1 cihlu, 1 dřevo, 1 vlnu a 1 obilí.
        [city] Město stojí 2 obilí a 3 rudy.
        [dev] Karta rozvoje stojí 1 vlnu, 1 obilí a 1 rudu.
        [baggage] Vylepšení vozu stojí 1 dřevo, 1 vlnu a 1 rudu (na úroveň 4 a 5 dvě dřeva).
       *[other] Na to nemáš.
    }
rule-spot_taken = Tady stavět nemůžeš: místo nebo některé sousední je obsazené.
rule-settlement_needs_road = Osada musí navazovat na některou z tvých cest.
rule-settlement_first = Nejdřív postav osadu.
rule-road_off_settlement = Cesta musí navazovat na tvou právě postavenou osadu.
rule-road_unconnected = Cesta musí navazovat na tvou cestu, osadu nebo město.
rule-road_not_connected = Cesta musí navazovat na tvou cestu, osadu nebo město (ne přes stavbu jiného hráče).
rule-no_roads_left = Už ti nezbyla žádná cesta.
rule-road_taken = Tady už cesta vede.
rule-not_adjacent = Ty křižovatky spolu nesousedí.
rule-city_needs_settlement = Město nahrazuje některou z tvých osad.
rule-no_cities_left = Už ti nezbylo žádné město.
rule-already_rolled = V tomto tahu už se házelo.
rule-no_discard = Teď nemusíš nic odhazovat.
rule-discard_exactly = Odhoď přesně { $owed ->
        [one] { $owed } kartu
        [few] { $owed } karty
       *[other] { $owed } karet
    } (polovinu karet v ruce, zaokrouhleno dolů), třeba takto: { $example }.
rule-not_enough = Máš jen { $have } { $resource ->
        [brick] { $have ->
            [one] cihlu
            [few] cihly
           *[other] cihel
        }
        [lumber] { $have ->
            [one] dřevo
            [few] dřeva
           *[other] dřev
        }
        [wool] { $have ->
            [one] vlnu
            [few] vlny
           *[other] vln
        }
        [grain] obilí
        [ore] { $have ->
            [one] rudu
            [few] rudy
           *[other] rud
        }
        [gold] { $have ->
            [one] zlaťák
            [few] zlaťáky
           *[other] zlaťáků
        }
       *[other] × { $resource }
    }.
rule-same_hex = Přesuň zloděje na jiné pole.
rule-bad_victim = Vyber hráče, který má stavbu u pole se zlodějem.
rule-deck_empty = Balíček karet rozvoje je prázdný.
rule-dev_already_played = V tomto tahu už máš kartu rozvoje zahranou.
rule-no_such_card = Nemáš kartu { $card ->
        [knight] Rytíř
        [road_building] Stavba cest
        [year_of_plenty] Vynález
        [monopoly] Monopol
        [swift_journey] Rychlá jízda
        [victory_point] Vítězný bod
       *[other] { $card }
    }.
rule-card_just_bought = Kartu { $card ->
        [knight] Rytíř
        [road_building] Stavba cest
        [year_of_plenty] Vynález
        [monopoly] Monopol
        [swift_journey] Rychlá jízda
        [victory_point] Vítězný bod
       *[other] { $card }
    } nejde zahrát v tahu, kdy byla koupena.
rule-no_road_spot = Nemáš kam postavit cestu.
rule-two_resources = Vyber přesně 2 suroviny.
rule-bank_short = Banka má jen { $have } { $resource ->
        [brick] { $have ->
            [one] cihlu
            [few] cihly
           *[other] cihel
        }
        [lumber] { $have ->
            [one] dřevo
            [few] dřeva
           *[other] dřev
        }
        [wool] { $have ->
            [one] vlnu
            [few] vlny
           *[other] vln
        }
        [grain] obilí
        [ore] { $have ->
            [one] rudu
            [few] rudy
           *[other] rud
        }
       *[other] × { $resource }
    }.
rule-same_resource = Vyměň za jinou surovinu.
rule-rate = Na obchod s bankou potřebuješ { $rate } { $resource ->
        [brick] { $rate ->
            [one] cihlu
            [few] cihly
           *[other] cihel
        }
        [lumber] { $rate ->
            [one] dřevo
            [few] dřeva
           *[other] dřev
        }
        [wool] { $rate ->
            [one] vlnu
            [few] vlny
           *[other] vln
        }
        [grain] obilí
        [ore] { $rate ->
            [one] rudu
            [few] rudy
           *[other] rud
        }
        [gold] { $rate ->
            [one] zlaťák
            [few] zlaťáky
           *[other] zlaťáků
        }
       *[other] × { $resource }
    }.
rule-bank_empty = Banka už nemá { $resource ->
        [brick] žádné cihly
        [lumber] žádné dřevo
        [wool] žádnou vlnu
        [grain] žádné obilí
        [ore] žádnou rudu
       *[other] žádné karty „{ $resource }“
    }.
rule-no_gifts = Obě strany musí dát aspoň jednu kartu (žádné dary).
rule-same_both_sides = Nemůžeš měnit { $resource ->
        [brick] cihly za cihly
        [lumber] dřevo za dřevo
        [wool] vlnu za vlnu
        [grain] obilí za obilí
        [ore] rudu za rudu
        [gold] zlato za zlato
       *[other] „{ $resource }“ za „{ $resource }“
    }.
rule-bad_target = Nabídni obchod všem, nebo jednomu dalšímu hráči.
rule-no_offer_for_you = Žádná nabídka obchodu nečeká na tvou odpověď.
rule-cards_asked_missing = Nemáš karty, které se po tobě chtějí.
rule-no_open_offer = Nemáš žádnou otevřenou nabídku obchodu.
rule-bad_partner = Potvrď obchod s hráčem, který tvou nabídku přijal nebo dal protinabídku.
rule-you_lack_cards = Nemáš karty, které po tobě tenhle obchod chce.
rule-they_lack_cards = Druhá strana už nemá karty pro tenhle obchod.

## Herní věci, řádek plánu, tahy slovy, karty v ruce a záznam hry (ui.py)
cards-none = nic
no-one = nikdo
count-brick = { $n } { $n ->
        [one] cihlu
        [few] cihly
       *[other] cihel
    }
count-lumber = { $n } { $n ->
        [one] dřevo
        [few] dřeva
       *[other] dřev
    }
count-wool = { $n } { $n ->
        [one] vlnu
        [few] vlny
       *[other] vln
    }
count-grain = { $n } obilí
count-ore = { $n } { $n ->
        [one] rudu
        [few] rudy
       *[other] rud
    }
card-knight = Rytíř
card-road_building = Stavba cest
card-year_of_plenty = Vynález
card-monopoly = Monopol
card-victory_point = Vítězný bod
terrain-desert = poušť
headline-over = Dohráno
headline-setup = Příprava, kolo { $round } · { $piece ->
        [road] cesta
        [city] město
       *[settlement] osada
    }
headline-before-roll = Tah { $turn } · před hodem
headline-after-roll = Tah { $turn } · po hodu ({ $total })
headline-phase = Tah { $turn } · { $phase ->
        [discard] padla 7 – odhazuje se
        [robber] přesun zloděje
        [barbarian] přesun barbara
        [drive_off] barbar zahnán
        [steal] výběr, koho okrást
        [road_building] Stavba cest ({ $roads ->
            [one] zbývá { $roads } cesta zdarma
            [few] zbývají { $roads } cesty zdarma
           *[other] zbývá { $roads } cest zdarma
        })
        [trade] otevřená nabídka obchodu
       *[other] { $phase }
    }
waiting-setup-settlement = postav osadu tlačítkem **Postavit osadu** (volná místa jsou na plánu očíslovaná).
waiting-setup-road = postav vedle ní cestu tlačítkem **Postavit cestu** (její hrany jsou na plánu popsané).
waiting-roll = hoď kostkami tlačítkem **Hodit** (předtím můžeš zahrát kartu rozvoje).
waiting-main = stav, obchoduj nebo zahraj kartu – a pak **Ukončit tah**.
waiting-discard-seat = { $name }: { $n }
waiting-discard = padla 7! Kdo má víc než 7 karet, odhodí polovinu: stiskni **Odhodit** ({ $owed }). Pak se přesune zloděj.
waiting-discard-plain = padla 7! Kdo má víc než 7 karet, odhodí polovinu: stiskni **Odhodit** (kolik, to ukazuje panel každého hráče na plánu). Pak se přesune zloděj.
waiting-robber = přesuň zloděje tlačítkem **Přesunout zloděje** (pole jsou na plánu označená písmeny).
waiting-steal = tlačítkem **Okrást** vyber, koho okrást.
waiting-road_building = postav svou cestu zdarma tlačítkem **Postavit cestu zdarma** (hrany jsou na plánu popsané).
waiting-trade-answers = nabídka **{ $give }** za **{ $get }**: **Přijmout**, **Odmítnout**, nebo **Protinabídka**.
waiting-trade-confirm = na nabídku **{ $give }** za **{ $get }** přišly odpovědi: **Potvrdit obchod** s partnerem, nebo **Zrušit nabídku**.
waiting-other = jsi na tahu.
victim = { $name } ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } karet
    })
partner = { $name }: dáš { $give }, dostaneš { $get }
move-road = Postavit cestu na { $spot }
move-settlement = Postavit osadu na { $spot }
move-city = Postavit město na { $spot }
move-buy-dev = Koupit kartu rozvoje
move-bank-trade = Obchod s bankou: { $give } za { $get }
move-offer = Nabídnout { $give } za { $get } (komu: { $to })
move-offer-to = Nabídnout obchod (komu: { $to })
move-counter = Protinabídka: dáš { $give } za { $get }
move-confirm = Potvrdit obchod s hráčem { $name }
move-plenty = Zahrát Vynález: { $resources }
move-monopoly = Zahrát Monopol: { $resource }
move-play = Zahrát kartu { $card }
move-robber = Přesunout zloděje na { $spot }
move-steal = Okrást hráče { $name }
move-discard = Odhodit { $cards }
hand-cards = **V ruce máš { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }:** { $cards }
hand-dev = { $emoji } { $card } ×{ $n }
hand-dev-new = { $emoji } { $card } ×{ $n } (z toho koupeno v tomto tahu: { $new })
hand-devs = **Karty rozvoje:** { $cards }
hand-no-devs = **Karty rozvoje:** žádné
hand-rates = **Obchod s bankou:** 4:1
hand-rates-special = **Obchod s bankou:** 4:1; { $special }
hand-rates-harbour = **Obchod s bankou:** 3:1 (přístav)
hand-rates-harbour-special = **Obchod s bankou:** 3:1 (přístav); { $special }
hand-build-road = cestu
hand-build-settlement = osadu
hand-build-city = město
hand-build-dev = kartu rozvoje
hand-can-build = **Teď si můžeš pořídit:** { $pieces }
hand-points = **Tvoje body:** { $total } (veřejné: { $public })
hand-must-discard = ⚠️ Musíš odhodit { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }: stiskni **Odhodit** na herním plánu.
hand-recently = **Nedávno:** { $notes }
note-you-stole = Od hráče { $name } máš ukradenou kartu: { $resource }.
note-stolen-from-you = { $name } ti krade kartu: { $resource }.
note-you-drew = Nová karta: { $emoji } **{ $card }**.
note-you-discarded = Odhazuješ { $cards }.
log-placed = { $name } umisťuje { $piece ->
        [road] cestu na
        [city] město na
       *[settlement] osadu na
    } { $spot }.
log-built = { $name } staví { $piece ->
        [road] cestu na
        [city] město na
       *[settlement] osadu na
    } { $spot }.
log-built-free = { $name } staví { $piece ->
        [road] cestu na
        [city] město na
       *[settlement] osadu na
    } { $spot } (zdarma).
log-starting = { $name } dostává počáteční karty: { $cards }.
log-rolled = 🎲 { $name } hází { $a } + { $b } = **{ $total }**.
log-produced = Výnos: { $gains }.
log-shortage = V bance chybí: { $resources }.
log-must-discard = Musí odhodit: { $owed }.
log-discarded = { $name } odhazuje { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }.
log-robber = { $name } přesouvá zloděje na { $spot }.
log-stole = { $name } krade kartu hráči { $victim }.
log-nothing-to-steal = { $name } nemá koho okrást.
log-bought-dev = { $name } kupuje kartu rozvoje.
log-played-plenty = { $name } hraje Vynález: { $resources }.
log-played-monopoly = { $name } hraje Monopol ({ $resource }) a bere { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }.
log-played = { $name } hraje kartu { $card }.
log-bank-trade = { $name } mění s bankou { $give } za { $get }.
log-offer = { $name } nabízí **{ $give }** za **{ $get }** (komu: { $to }).
log-counter = { $name } dává protinabídku: { $give } za { $get }.
log-accepts = { $name } přijímá nabídku.
log-declines = { $name } odmítá nabídku.
log-traded = { $name } dává hráči { $partner } { $give } za { $get }.
log-offer-closed = Nabídka obchodu od hráče { $name } skončila (zrušena).
log-offer-closed-declined = Nabídka obchodu od hráče { $name } skončila (všichni odmítli).
log-longest-road-aside = Karta Nejdelší cesta jde stranou.
log-longest-road = Nejdelší cestu teď drží { $name } ({ $length }).
log-largest-army-aside = Karta Největší vojsko jde stranou.
log-largest-army = Největší vojsko teď drží { $name } ({ $knights } { $knights ->
        [one] rytíř
        [few] rytíři
       *[other] rytířů
    }).
log-turn = Na tahu je { $name }.
log-resigned = { $name } se vzdává.
log-over-nobody = Hra skončila.
log-over = 🏆 Vítězí { $name } – { $points } { $points ->
        [one] vítězný bod
        [few] vítězné body
       *[other] vítězných bodů
    }!{ $cards ->
        [0] {""}
       *[other] {" "}Odhalené karty Vítězný bod: { $cards }.
    }

## Words on the board and hand images (render/catan*.py)
img-res-brick = Cihly
img-res-lumber = Dřevo
img-res-wool = Vlna
img-res-grain = Obilí
img-res-ore = Ruda
img-res-desert = Poušť
img-player = Hráč { $n }
img-resigned = { $name } (vzdal)
img-answer-accept = { $name } ✓ přijímá
img-answer-counter = { $name } ← protinávrh
img-answer-decline = { $name } × odmítá
img-over = Konec hry
img-turn = Tah { $turn }
img-setup = Příprava
img-nobody = Nikdo
img-wins = vítězí s { $points } VB! Konečné skóre, odhalené karty VB
img-phase-setup-settlement = Postav osadu
img-phase-setup-road = Postav cestu vedle nové osady
img-phase-main = Obchoduj, stav, nebo ukonči tah
img-phase-roll = Hoď kostkami (nebo zahraj Rytíře)
img-phase-road-building = Stavba cest: postav { $n ->
        [one] { $n } cestu
        [few] { $n } cesty
       *[other] { $n } cest
    } zdarma
img-phase-discard = Padla 7! Čeká se na odhození
img-phase-robber = Přesuň zloděje na jiné pole
img-phase-steal = Vyber, koho okrást
img-phase-trade = Probíhá nabídka obchodu
img-phase-over = Konec hry
img-must-discard = Musí odhodit: { $owing }
img-can-rob = Lze okrást: { $names }
img-nothing = nic
img-all = všichni
img-offer = Nabídka → { $to }: { $give } za { $get }
img-stat-cards = Karty { $n }
img-stat-dev = Rozvoj { $n }
img-stat-knights = Rytíři { $n }
img-stat-road = Cesta { $n }
img-longest-road = Nejdelší cesta +2
img-largest-army = Největší vojsko +2
img-discard = Odhodit { $n }
img-vp-cards = Karty VB { $n }
img-bank = Banka
img-deck = Zbývá karet rozvoje: { $n }
img-card-knight = Přesuň zloděje, vezmi 1 kartu
img-card-victory_point = +1 VB, drž v tajnosti
img-card-road_building = Postav 2 cesty zdarma
img-card-year_of_plenty = Vezmi si 2 libovolné suroviny
img-card-monopoly = Seber všem 1 druh suroviny
img-someone = někdo
img-note-drew = Nová karta rozvoje: { $card }
img-note-stole = Ukradená karta: { $resource } (hráč { $name })
img-note-stolen = { $name } ti krade kartu: { $resource }
img-note-discarded = Odhozeno: { $cards }
img-recent = Nedávno (vidíš jen ty)
img-newest-first = nejnovější nahoře
img-your-hand = { $name } – tvoje karty
img-discard-now = Teď odhoď { $n } ze svých { $total } karet
img-seven-warning = { $n } karet: při hodu 7 odhazuješ
img-resource-cards = { $n ->
        [one] { $n } karta suroviny
        [few] { $n } karty surovin
       *[other] { $n } karet surovin
    }
img-vp-total = { $n } VB (včetně skrytých karet)
img-dev-played = V tomto tahu už máš kartu zahranou
img-dev-next-turn = Karty koupené v tomto tahu zahraješ až v dalším tahu
img-dev-cards = Karty rozvoje
img-bought = Koupeno v tomto tahu: { $n }
img-bank-trade = Obchod s bankou
img-harbours = tvoje přístavy: { $ports }
img-no-harbour = zatím bez přístavu: 4 stejné za 1
img-build-now = Postavit teď?
img-build-road = Cesta
img-build-settlement = Osada
img-build-city = Město
img-build-dev = Karta rozvoje
img-yes = Ano
img-no = Ne
img-rolled = hozeno { $total }
img-vp = VB
img-resources = Suroviny

## Názvy příkazů a voleb (Discord: malá písmena, bez mezer, nejvýše 32 znaků)
cmdname-trade = obchod
cmdname-counter-trade = protinabídka
cmdname-discard = odhodit
optname-numbers = čísla
optname-board = plán
optname-layout = rozložení
optname-give = dát
optname-get = získat
optname-cards = karty

## Obchodníci a barbaři (traders_ui.py): varianta, vozy, zlato, zboží, barbaři
option-variant = Varianta
option-variant-help = Základní hra, nebo scénář Obchodníci a barbaři (vozy, zlato, barbaři; 13 VB)
option-variant-base = Základní hra
option-variant-traders-barbarians = Obchodníci a barbaři
optname-variant = varianta
group-wagon = Vůz
group-move_barbarian = Přesunout barbara
group-keep_barbarian = Nechat barbara
group-skip_steal = Nekrást
action-upgrade_baggage = Vylepšit vůz
action-buy_with_gold = Koupit za zlato
action-move_wagon = Jet vozem
action-boost_wagon = Obilí za +2 BP
action-drive_off = Zahnat barbara
action-move_barbarian = Přesunout barbara
action-keep_barbarian = Nechat barbara na místě
action-skip_steal = Nekrást
action-play_swift_journey = Rychlá jízda
param-buy_with_gold-resource = Kterou surovinu koupíš za 2 zlaťáky?
param-move_wagon-to = Kam? (u každého místa je nejnižší cena v BP a mýtné)
param-move_wagon-route = Kudy? (trasy se liší v BP, mýtném a v tom, komu mýtné připadne)
param-drive_off-barbarian = Kterého barbara chceš zahnat?
param-move_barbarian-barbarian = Kterého barbara přesuneš?
param-move_barbarian-path = Na kterou hranu? (u každé je uvedeno, čí cesta na ní leží)
item-gold = zlato
count-gold = { $n } { $n ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }
card-swift_journey = Rychlá jízda
terrain-castle = hrad
terrain-quarry = lom
terrain-glassworks = sklárna
good-tools = nářadí
good-sand = písek
good-marble = mramor
good-glass = sklo
plaza = { $label } { $trade ->
        [castle] hrad
        [quarry] lom
        [glassworks] sklárna
       *[other] { $trade }
    }
wagon-mp = { $mp } BP
wagon-no-toll = bez mýtného
wagon-via = přes { $nodes }
wagon-more-ways = { $n ->
        [one] ještě { $n } trasa
        [few] ještě { $n } trasy
       *[other] ještě { $n } tras
    }
wagon-deliver = doručí { $good ->
        [tools] nářadí
        [sand] písek
        [marble] mramor
        [glass] sklo
       *[other] { $good }
    }: +{ $gold }, +1 VB
wagon-load = naloží zboží
wagon-stop = zastaví (tady není co doručit)
path-road = cesta: { $name }
path-road-steal = cesta: { $name } (můžeš krást)
drive-off-faces = 🎲 { $faces }
move-upgrade = Vylepšit vůz na úroveň { $level } ({ $cost })
move-buy-gold = Koupit { $card } za { $gold }
move-wagon = Jet vozem na { $spot }
move-boost = Zaplatit { $grain }: +2 BP
move-drive-off = Zahnat barbara z { $spot } ({ $faces })
move-barbarian = Přesunout barbara z { $origin } na { $spot }
move-keep-barbarian = Nechat barbara na { $spot }
move-skip-steal = Nic nekrást
headline-moving = Tah { $turn } · vůz jede (zbývá { $mp } BP)
headline-arrived = Tah { $turn } · vůz dojel
waiting-main-traders = stav, obchoduj, nakupuj za zlato nebo zahraj kartu, pak jeď tlačítkem **Vůz** – nebo **Ukončit tah**.
waiting-moving = tvůj vůz jede (zbývá { $mp } BP): pokračuj tlačítkem **Vůz**, nebo **Ukončit tah**.
waiting-arrived = tvůj vůz dojel: **Ukončit tah** (kartu můžeš ještě zahrát).
waiting-barbarian = přesuň barbara tlačítkem **Přesunout barbara** (na hranu bez barbara; na cizí cestě můžeš krást).
waiting-drive_off = barbar je zahnaný: **Přesunout barbara** na jinou hranu, nebo **Nechat barbara**.
waiting-steal-traders = barbar stojí na cestě jiného hráče: **Okrást** jejího majitele, nebo **Nekrást**.
hand-gold = **Zlato:** 🪙 { $n }
hand-gold-bought = nákupy za zlato v tomto tahu: { $used }/2
hand-baggage = **Úroveň vozu:** { $level } · { $mp } BP · { $gold } za doručení · { $drive }
hand-drive-off = zahání barbary na 🎲 { $faces }
hand-no-drive-off = barbary zatím nezahání (až od úrovně 2)
hand-next-level = **Další úroveň:** { $cost }
hand-top-level = **Další úroveň:** žádná, tahle je nejvyšší (1 VB)
hand-wagon-empty = **Vůz:** 🐴 na { $spot }, prázdný (zboží naložíš na kterémkoli náměstí)
hand-wagon-carrying = **Vůz:** 🐴 na { $spot }, veze { $good ->
        [tools] nářadí
        [sand] písek
        [marble] mramor
        [glass] sklo
       *[other] { $good }
    } → { $plaza }
hand-delivered = **Doručené zboží:** { $n } (každé 1 VB)
hand-moving = **Jízda:** zbývá { $mp } BP · obilí za +2 BP { $boost ->
        [yes] už použité
       *[no] ještě můžeš
    }
log-rerolled = 🎲 { $name } hází { $a } + { $b } = { $total }: hází znovu.
log-barbarian-moved = 🪓 { $name } přesouvá barbara z { $origin } na { $spot }.
log-barbarian-kept = { $name } nechává barbara na { $spot }.
log-drive-off = 🎲 { $name } hází { $die } proti barbarovi na { $spot }: { $success ->
        [yes] zahnán!
       *[no] zůstává.
    }
log-wagon-moved = 🐴 { $name } jede vozem na { $spot } ({ $cost }; zbývá { $left } BP).
log-boosted = { $name } platí 1 obilí za +2 BP (zbývá { $left } BP).
log-picked-up = { $name } nakládá { $good ->
        [tools] nářadí
        [sand] písek
        [marble] mramor
        [glass] sklo
       *[other] { $good }
    } { $trade ->
        [castle] na hradě
        [quarry] v lomu
        [glassworks] ve sklárně
       *[other] ({ $trade })
    }.
log-delivered = 📦 { $name } doručuje { $good ->
        [tools] nářadí
        [sand] písek
        [marble] mramor
        [glass] sklo
       *[other] { $good }
    } { $trade ->
        [castle] na hrad
        [quarry] do lomu
        [glassworks] do sklárny
       *[other] ({ $trade })
    }: +{ $gold } a 1 VB.
log-stack-empty = { $trade ->
        [castle] Na hradě
        [quarry] V lomu
        [glassworks] Ve sklárně
       *[other] ({ $trade })
    } už žádné zboží nezbylo.
log-upgraded = { $name } vylepšuje vůz na úroveň { $level }.
log-upgraded-vp = { $name } vylepšuje vůz na úroveň { $level } (+1 VB).
log-bought-with-gold = { $name } kupuje { $card } za { $gold }.
log-swift-journey = { $name } hraje Rychlou jízdu: nová jízda s { $left } BP.
rule-no_gold_here = V této hře žádné zlato není (jen ve scénáři Obchodníci a barbaři).
rule-not_enough_gold = Na to potřebuješ { $need } { $need ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }.
rule-gold_purchases_used = Nákupy za zlato jsou v tomto tahu vyčerpané (nejvýš { $limit }).
rule-after_movement = Tvůj vůz už jel: v tomto tahu už nejde obchodovat, stavět ani nakupovat.
rule-baggage_max = Tvůj vůz už má nejvyšší úroveň.
rule-not_reachable = Tam teď tvůj vůz nedojede.
rule-bad_route = Tahle trasa mezi nabízenými není.
rule-toll_unpaid = Nemáš už zlato na mýtné za cestu hráče { $player_name }.
rule-boost_used = Obilí za +2 BP jde zaplatit jen jednou za tah.
rule-no_grain = Za +2 BP se platí 1 obilí a ty žádné nemáš.
rule-drive_off_level = Zahánět barbary jde až od úrovně vozu 2.
rule-drive_off_tried = Každého barbara můžeš zkusit zahnat jen jednou za tah.
rule-not_at_barbarian = Tvůj vůz musí stát na konci hrany s tím barbarem.
rule-movement_over = Jízda tvého vozu v tomto tahu skončila.
rule-no_barbarian = Na té hraně žádný barbar nestojí.
rule-barbarian_there = Na té hraně už barbar stojí.
rule-same_path = Přesuň barbara na jinou hranu.
rule-sea_path = Na pobřežní hrany obchodních polí nejde cesta, vůz ani barbar.
rule-journey_needs_step = Rychlou jízdu zahraj, až tvůj vůz v tomto tahu udělá aspoň jeden krok.
rule-barbarian_on_path = Kde stojí barbar, nejde postavit cestu.
group-place-city = Postavit město
waiting-setup-city = postav své město tlačítkem **Postavit město** (volná místa jsou na plánu očíslovaná); začíná tam tvůj vůz.
waiting-setup-city-road = postav vedle svého města cestu tlačítkem **Postavit cestu** (její hrany jsou na plánu popsané).
rule-place_city = Tvoje druhá počáteční stavba je město.
rule-drive_off_only = Teď se smí přesunout jen zahnaný barbar ({ $barbarian }).
log-steal-skipped = { $name } nic nekrade.
done-upgrade_baggage = Vůz je vylepšený.
img-phase-barbarian = Přesuň barbara na jinou hranu
img-phase-drive_off = Barbar je zahnaný: přesuň ho, nebo nech na místě
img-tb-moving = Vůz jede: zbývá { $mp } BP
img-tb-reach-legend = = body pohybu · zlaťáky na mýtné
img-card-tb-knight = Přesuň barbara, ukradni 1 kartu
img-card-swift_journey = Jeď vozem podruhé

## Tlačítko na plánu, pod kterým pro tebe nic není: soukromá odpověď (buttons.py)
empty-other = Pod tímhle tlačítkem pro tebe teď nic není.
empty-trade = { $gold ->
        [yes] Nemáš žádné karty ani zlato na výměnu.
       *[no] Nemáš žádné karty na výměnu.
    }
empty-build = 🔨 Teď nemůžeš nic postavit.
empty-build-blocked = Karty na { $piece ->
        [road] cestu máš, ale { $why ->
            [pieces] žádná cesta ti už nezbyla
           *[spot] na tvé cesty nenavazuje žádná volná hrana
        }
        [settlement] osadu máš, ale { $why ->
            [pieces] žádná osada ti už nezbyla (město ti jednu vrátí)
           *[spot] u tvých cest není volné místo (od každé stavby aspoň dvě hrany)
        }
        [city] město máš, ale { $why ->
            [pieces] žádné město ti už nezbylo
           *[spot] nemáš žádnou osadu, kterou jde povýšit na město
        }
       *[dev] kartu rozvoje máš, ale balíček je prázdný
    }.
empty-your-hand = **V ruce máš:** { $cards }
empty-costs = **Ceny:** { $costs }
empty-cost = { $piece ->
        [road] cesta
        [settlement] osada
        [city] město
        [dev] karta rozvoje
       *[baggage] vůz na úroveň { $level }
    } za { $cost }
empty-build-trade = { $gold ->
        [yes] Pod tlačítkem **Obchodovat** vyměníš karty za to, co ti chybí — s bankem, s ostatními hráči, nebo 2 zlaťáky za surovinu.
       *[no] Pod tlačítkem **Obchodovat** vyměníš karty za to, co ti chybí — s bankem, nebo s ostatními hráči.
    }
empty-play = 🃏 Žádnou ze svých karet teď zahrát nemůžeš:
empty-play-card = • { $card }: { $why ->
        [points] tahle karta se nehraje — počítá se sama
        [new] karta koupená v tomto tahu, zahraješ ji až v dalším tahu
        [road] není volná hrana pro cestu
        [journey] zahraj ji, až tvůj vůz v tomto tahu udělá aspoň jeden krok
       *[bank] banka na ni nemá dost karet
    }
empty-play-none = Nemáš žádné karty rozvoje k zahrání.
empty-wagon = 🐴 Tvůj vůz teď odsud nikam nedojede (zbývá { $mp } BP, máš { $gold }).
empty-accept = Přijmout nemůžeš: { $name } chce { $get } a ty máš { $hand }. { $counter ->
        [yes] Stiskni **Odmítnout**, nebo **Protinabídka**.
       *[no] Stiskni **Odmítnout**.
    }
empty-counter = { $gold ->
        [yes] Na oplátku nemáš co nabídnout (žádné karty ani zlato): stiskni **Odmítnout**.
       *[no] Na oplátku nemáš co nabídnout (žádné karty): stiskni **Odmítnout**.
    }
empty-proposer = Potvrdit nebo stáhnout nabídku může jen její autor: { $name }.
empty-confirm = Není žádný obchod, který můžeš potvrdit: nikdo nepřijal a žádná protinabídka nechce jen karty, které máš. **Zrušit nabídku** ji uzavře.
