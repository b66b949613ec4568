title = Catan
description = Catan: bosätt ön, handla och bygg
new-help = Öppna en lobby för Catan i den här kanalen
rules =
    {"*"}*Catan** — den som först når **10 segerpoäng** under sin egen tur vinner.
    {"*"}*Startfasen:** i turordning placerar alla en by och en väg; sedan i omvänd ordning ett andra par (det ger 1 kort per angränsande terrängruta). Ingen by får ligga bredvid en annan.
    {"*"}*Din tur:** spela högst ett utvecklingskort (även före slaget) → slå tärningarna → handla och bygg → avsluta.
    • Tärningssumman: varje ruta med det numret (utan rövaren) ger 1 kort per by och 2 per stad. Om banken inte har nog av en råvara till alla får ingen den (om inte bara en spelare ska ha).
    • **7:** alla med fler än 7 kort lägger bort hälften; flytta rövaren och stjäl 1 slumpvis kort från en spelare intill den.
    {"*"}*Kostnad:** väg = lera+trä · by = lera+trä+ull+säd (1 SP) · stad = 3 malm+2 säd (2 SP) · utvecklingskort = malm+ull+säd.
    {"*"}*Handel:** med banken 4:1, eller 3:1 / 2:1 vid dina hamnar; med andra spelare (bara den vars tur det är, inga gåvor).
    {"*"}*Utvecklingskort:** Riddare (flytta rövaren), Vägbygge (2 gratis vägar), Uppfinning (2 kort från banken), Monopol (ta alla kort av en råvara), Segerpoäng (hemligt, 1 SP). Inte samma tur som du köpte dem.
    {"*"}*Längsta vägen** (≥ 5 vägar i rad) och **Största riddarmakten** (≥ 3 riddare): 2 SP vardera.
    Beteckningar: rutor A–S, korsningar 1–54, kanter som 12-13.
    {"*"}*Handelsmän & barbarer** (alternativet variant): 13 SP; ingen öken, rövare eller Längsta vägen; 2 och 12 slås om; andra startbygget är en stad; 5 guld var. Efter byggandet flyttar du vagnen (ett steg: 2 RP; på väg 1, plus 1 guld till ägaren; +2 förbi en barbar) till ett torg P1–P3: hämta en vara, leverera den för 1 SP + guld. En 7:a eller en Riddare flyttar en barbar. 2 guld köper 1 råvara (två gånger per tur).
hand = Min hand
option-numbers = Sifferbrickor
option-numbers-help = Sifferbrickor: den officiella spiralen, eller blandade utan 6 och 8 bredvid varandra
option-numbers-spiral = Spiral
option-numbers-random = Slumpade (balanserat)
option-board = Spelplan
option-board-help = Terräng: blandad, eller den fasta uppställningen för nybörjare
option-board-random = Slumpad
option-board-beginner = Nybörjare
option-layout = Karta
option-layout-help = Kartnummer: ger exakt samma spelplan igen (tärningar och kort förblir hemliga)
group-build = Bygg
group-roll = Slå
group-trade = Handla
group-play = Spela kort
group-move_robber = Flytta rövaren
group-steal = Stjäl från
group-discard = Lägg bort
group-offer = Erbjudandet
group-accept_trade = Anta
group-decline_trade = Avböj
group-counter_trade = Motbud
group-confirm_trade = Bekräfta bytet
group-cancel_trade = Dra tillbaka
group-end_turn = Avsluta turen
group-place-settlement = Placera by
group-place-road = Placera väg
group-free-road = Placera gratis väg
action-build_road = Väg
action-build_settlement = By
action-build_city = Stad
action-buy_dev = Utvecklingskort
action-roll = Slå tärningarna
action-maritime_trade = Byt med banken
action-offer_trade = Föreslå ett byte
action-accept_trade = Anta erbjudandet
action-decline_trade = Avböj erbjudandet
action-counter_trade = Lägg ett motbud
action-confirm_trade = Bekräfta bytet
action-cancel_trade = Dra tillbaka ditt erbjudande
action-play_knight = Riddare
action-play_road_building = Vägbygge
action-play_year_of_plenty = Uppfinning
action-play_monopoly = Monopol
action-move_robber = Flytta rövaren
action-steal = Stjäl
action-discard = Lägg bort kort
action-end_turn = Avsluta turen
action-resign = Ge upp
param-build_road-edge = Var? (1 lera och 1 trä) — de tillåtna kanterna är märkta på bilden
param-build_settlement-node = Var? (1 lera, 1 trä, 1 ull och 1 säd) — de tillåtna platserna är numrerade
param-build_city-node = Vilken by? (2 säd och 3 malm)
param-maritime_trade-give = Vilken råvara ger du (till ditt bästa pris)?
param-maritime_trade-get = Mot vilken råvara?
param-offer_trade-to = Till vem?
param-offer_trade-give = Du ger
param-offer_trade-get = Du vill ha
param-counter_trade-give = Du ger
param-counter_trade-get = Du vill ha
param-confirm_trade-with = Byta med vem?
param-play_year_of_plenty-resources = Vilka två råvaror från banken?
param-play_monopoly-resource = Ta alla kort av vilken råvara?
param-move_robber-hex = Vilken ruta? (varje alternativ visar vem som har en byggnad där)
param-steal-victim = Stjäla från vem? Du tar ett slumpvis kort.
param-discard-cards = Lägg bort { $count } kort
confirm-resign = Ge upp det här partiet Catan för gott? Dina kort går tillbaka till banken.
shortcut-trade-help = Byt med banken eller i en hamn, eller erbjud kort åt de andra spelarna
shortcut-trade-move-help = Byte med banken eller ett erbjudande till en spelare: börja skriva så föreslås de
shortcut-counter_trade-help = Svara på erbjudandet med ett eget motbud
shortcut-discard-help = Efter en sjua lägger du bort hälften av dina kort: ange vilka
shortcut-discard-cards-help = Korten du lägger bort, t.ex. 2 lera, 1 malm
shortcut-trade-give-help = Det du ger, t.ex. 1 ull
shortcut-trade-get-help = Det du vill ha, t.ex. 1 malm
shortcut-counter_trade-give-help = Det du ger, t.ex. 1 ull
shortcut-counter_trade-get-help = Det du vill ha, t.ex. 1 malm
everyone = Alla
item-brick = lera
item-lumber = trä
item-wool = ull
item-grain = säd
item-ore = malm
rule-not_in_game = Du är inte med i det här spelet.
rule-player_count = Catan kräver { $min } till { $max } spelare.
rule-bad_option = Okänd inställning { $name }={ $value }.
rule-malformed_action = Det där är inget giltigt drag.
rule-unknown_action = Okänt drag ”{ $kind }”.
rule-template = Fyll i detaljerna för draget först.
rule-game_over = Spelet är slut.
rule-resigned = Du har gett upp det här spelet.
rule-not_your_turn = Det är inte din tur.
rule-wrong_phase = { $phase ->
        [setup] Placera din by och väg för startfasen.
        [discard] Väntar på att spelarna lägger bort hälften av sina kort.
        [robber] Flytta rövaren först.
        [barbarian] Flytta en barbar först.
        [drive_off] Flytta den bortdrivna barbaren, eller låt den stå, först.
        [steal] Välj först vem du stjäl från.
        [road_building] Placera dina gratis vägar först.
        [trade] Ett byteserbjudande är öppet: bekräfta eller dra tillbaka det först.
        [over] Spelet är slut.
        [before_roll] Slå tärningarna först.
       *[other] Det kan du inte göra nu.
    }
rule-roll_first = Slå tärningarna först.
rule-cards_missing = Ange vilka kort, t.ex. 1 malm.
rule-unknown_resource = Okänd råvara ”{ $name }”: skriv lera, trä, ull, säd eller malm (eller brick, lumber, wool, grain, ore).
rule-bad_count = Antalet kort av { $name } måste vara ett heltal, 0 eller mer.
rule-choose_resource = Välj en råvara: lera, trä, ull, säd eller malm.
rule-bad_place = Välj { $what ->
        [intersection] en giltig korsning
        [path] en giltig kant
        [hex] en giltig ruta
       *[other] en giltig plats ({ $what })
    }.
rule-road_first = Placera först en väg intill din nya by.
rule-too_close = För nära: mellan två byar måste det finnas minst två kanter.
rule-no_settlements_left = Du har inga byar kvar (bygg en stad för att få tillbaka en).
rule-cannot_afford = { $piece ->
        [road] En väg kostar 1 lera och 1 trä.
        [settlement] En by kostar 1 lera, 1 trä, 1 ull och 1 säd.
        [city] En stad kostar 2 säd och 3 malm.
        [dev] Ett utvecklingskort kostar 1 ull, 1 säd och 1 malm.
        [baggage] En uppgradering av trossen kostar 1 trä, 1 ull och 1 malm (2 trä till nivå 4 och 5).
       *[other] Det har du inte råd med.
    }
rule-spot_taken = Du kan inte bygga där: platsen eller en granne till den är upptagen.
rule-settlement_needs_road = En by måste ligga vid en av dina vägar.
rule-settlement_first = Placera en by först.
rule-road_off_settlement = Vägen måste ligga vid byn du just placerade.
rule-road_unconnected = En väg måste ansluta till en egen väg, by eller stad.
rule-road_not_connected = En väg måste ansluta till en egen väg, by eller stad (inte förbi en annan spelares byggnad).
rule-no_roads_left = Du har inga vägar kvar.
rule-road_taken = Det ligger redan en väg där.
rule-not_adjacent = De korsningarna ligger inte bredvid varandra.
rule-city_needs_settlement = En stad ersätter en av dina egna byar.
rule-no_cities_left = Du har inga städer kvar.
rule-already_rolled = Du har redan slagit tärningarna den här turen.
rule-no_discard = Du behöver inte lägga bort några kort nu.
rule-discard_exactly = Lägg bort exakt { $owed ->
        [one] { $owed } kort
       *[other] { $owed } kort
    } (hälften av din hand, avrundat nedåt), till exempel: { $example }.
rule-not_enough = Du har bara { $have } { $resource ->
        [brick] lera
        [lumber] trä
        [wool] ull
        [grain] säd
        [ore] malm
        [gold] guld
       *[other] { $resource }
    }.
rule-same_hex = Flytta rövaren till en annan ruta.
rule-bad_victim = Välj en spelare som har en byggnad på rövarens ruta.
rule-deck_empty = Högen med utvecklingskort är slut.
rule-dev_already_played = Du har redan spelat ett utvecklingskort den här turen.
rule-no_such_card = Du har inget { $card ->
        [knight] riddarkort
        [road_building] vägbyggeskort
        [year_of_plenty] uppfinningskort
        [monopoly] monopolkort
        [swift_journey] snabbresekort
        [victory_point] segerpoängkort
       *[other] kort av typen { $card }
    }.
rule-card_just_bought = Du kan inte spela { $card ->
        [knight] ett riddarkort
        [road_building] ett vägbyggeskort
        [year_of_plenty] ett uppfinningskort
        [monopoly] ett monopolkort
        [swift_journey] ett snabbresekort
        [victory_point] ett segerpoängkort
       *[other] kortet { $card }
    } samma tur som du köpte det.
rule-no_road_spot = Det finns ingenstans där du kan placera en väg.
rule-two_resources = Välj exakt 2 råvaror.
rule-bank_short = Banken har bara { $have } { $resource ->
        [brick] lera
        [lumber] trä
        [wool] ull
        [grain] säd
        [ore] malm
       *[other] { $resource }
    }.
rule-same_resource = Byt till en annan råvara.
rule-rate = Du behöver { $rate } { $resource ->
        [brick] lera
        [lumber] trä
        [wool] ull
        [grain] säd
        [ore] malm
        [gold] guld
       *[other] { $resource }
    } för att byta med banken.
rule-bank_empty = Banken har { $resource ->
        [brick] ingen lera
        [lumber] inget trä
        [wool] ingen ull
        [grain] ingen säd
        [ore] ingen malm
       *[other] ingen { $resource }
    } kvar.
rule-no_gifts = Båda sidor måste ge minst ett kort (inga gåvor).
rule-same_both_sides = Du kan inte byta { $resource ->
        [brick] lera mot lera
        [lumber] trä mot trä
        [wool] ull mot ull
        [grain] säd mot säd
        [ore] malm mot malm
        [gold] guld mot guld
       *[other] { $resource } mot { $resource }
    }.
rule-bad_target = Erbjud bytet till alla eller till en annan spelare.
rule-no_offer_for_you = Det finns inget byteserbjudande som väntar på ditt svar.
rule-cards_asked_missing = Du har inte korten som efterfrågas.
rule-no_open_offer = Du har inget öppet byteserbjudande.
rule-bad_partner = Bekräfta med en spelare som antog eller gav motbud på ditt erbjudande.
rule-you_lack_cards = Du har inte korten som bytet kräver av dig.
rule-they_lack_cards = De har inte längre korten för det här bytet.

## Spelets saker, spelplanens rad, drag i ord, handen och loggen (ui.py)
cards-none = ingenting
no-one = ingen
count-brick = { $n ->
        [one] { $n } lera
       *[other] { $n } lera
    }
count-lumber = { $n ->
        [one] { $n } trä
       *[other] { $n } trä
    }
count-wool = { $n ->
        [one] { $n } ull
       *[other] { $n } ull
    }
count-grain = { $n ->
        [one] { $n } säd
       *[other] { $n } säd
    }
count-ore = { $n ->
        [one] { $n } malm
       *[other] { $n } malm
    }
card-knight = Riddare
card-road_building = Vägbygge
card-year_of_plenty = Uppfinning
card-monopoly = Monopol
card-victory_point = Segerpoäng
terrain-desert = öken
headline-over = Avslutat
headline-setup = Startrunda { $round } · { $piece ->
        [road] väg
        [city] stad
       *[settlement] by
    }
headline-before-roll = Tur { $turn } · före slaget
headline-after-roll = Tur { $turn } · efter slaget ({ $total })
headline-phase = Tur { $turn } · { $phase ->
        [discard] en 7:a — kort läggs bort
        [robber] rövaren flyttas
        [barbarian] en barbar flyttas
        [drive_off] en barbar bortdriven
        [steal] rövaren väljer offer
        [road_building] Vägbygge ({ $roads ->
            [one] { $roads } gratis väg kvar
           *[other] { $roads } gratis vägar kvar
        })
        [trade] byteserbjudande öppet
       *[other] { $phase }
    }
waiting-setup-settlement = placera en by med **Placera by** (de lediga platserna är numrerade på spelplanen).
waiting-setup-road = placera en väg intill den med **Placera väg** (kanterna är märkta på spelplanen).
waiting-roll = slå tärningarna med **Slå** (du får spela ett utvecklingskort först).
waiting-main = bygg, handla eller spela ett kort — sedan **Avsluta turen**.
waiting-discard-seat = { $name }: { $n }
waiting-discard = en 7:a! Har du fler än 7 kort lägger du bort hälften: tryck på **Lägg bort** ({ $owed }). Sedan flyttas rövaren.
waiting-discard-plain = en 7:a! Har du fler än 7 kort lägger du bort hälften: tryck på **Lägg bort** (hur många står i varje spelares ruta på spelplanen). Sedan flyttas rövaren.
waiting-robber = flytta rövaren med **Flytta rövaren** (rutorna har bokstäver på spelplanen).
waiting-steal = välj vem du stjäl från med **Stjäl från**.
waiting-road_building = placera din gratis väg med **Placera gratis väg** (kanterna är märkta på spelplanen).
waiting-trade-answers = ett erbjudande: **{ $give }** mot **{ $get }**. **Anta**, **Avböj** eller **Motbud**.
waiting-trade-confirm = erbjudandet **{ $give }** mot **{ $get }** har fått svar: **Bekräfta bytet** med en partner eller **Dra tillbaka** det.
waiting-other = ditt drag.
victim = { $name } ({ $n ->
        [one] { $n } kort
       *[other] { $n } kort
    })
partner = { $name }: du ger { $give } och får { $get }
move-road = Bygg en väg på { $spot }
move-settlement = Bygg en by på { $spot }
move-city = Bygg en stad på { $spot }
move-buy-dev = Köp ett utvecklingskort
move-bank-trade = Byt med banken: { $give } mot { $get }
move-offer = Erbjud { $give } mot { $get } till { $to }
move-offer-to = Föreslå ett byte till { $to }
move-counter = Motbud: ge { $give } mot { $get }
move-confirm = Bekräfta bytet med { $name }
move-plenty = Spela Uppfinning: { $resources }
move-monopoly = Spela Monopol på { $resource }
move-play = Spela { $card }
move-robber = Flytta rövaren till { $spot }
move-steal = Stjäl från { $name }
move-discard = Lägg bort { $cards }
hand-cards = **Din hand** ({ $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }): { $cards }
hand-dev = { $emoji } { $card } ×{ $n }
hand-dev-new = { $emoji } { $card } ×{ $n } ({ $new ->
        [one] { $new } köpt den här turen
       *[other] { $new } köpta den här turen
    })
hand-devs = **Utvecklingskort:** { $cards }
hand-no-devs = **Utvecklingskort:** inga
hand-rates = **Byte med banken:** 4:1
hand-rates-special = **Byte med banken:** 4:1; { $special }
hand-rates-harbour = **Byte med banken:** 3:1 (hamn)
hand-rates-harbour-special = **Byte med banken:** 3:1 (hamn); { $special }
hand-build-road = väg
hand-build-settlement = by
hand-build-city = stad
hand-build-dev = utvecklingskort
hand-can-build = **Du kan bygga nu:** { $pieces }
hand-points = **Dina poäng:** { $total } (synliga: { $public })
hand-must-discard = ⚠️ Du måste lägga bort { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }: tryck på **Lägg bort** på spelplanen.
hand-recently = **Senast:** { $notes }
note-you-stole = Du stal 1 { $resource } från { $name }.
note-stolen-from-you = { $name } stal 1 { $resource } från dig.
note-you-drew = Du drog { $emoji } **{ $card }**.
note-you-discarded = Du lade bort { $cards }.
log-placed = { $name } placerade { $piece ->
        [road] en väg på
        [city] en stad på
       *[settlement] en by på
    } { $spot }.
log-built = { $name } byggde { $piece ->
        [road] en väg på
        [city] en stad på
       *[settlement] en by på
    } { $spot }.
log-built-free = { $name } byggde { $piece ->
        [road] en väg på
        [city] en stad på
       *[settlement] en by på
    } { $spot } (gratis).
log-starting = { $name } fick sina startkort: { $cards }.
log-rolled = 🎲 { $name } slog { $a } + { $b } = **{ $total }**.
log-produced = Produktion: { $gains }.
log-shortage = Banken räckte inte till: { $resources }.
log-must-discard = Måste lägga bort: { $owed }.
log-discarded = { $name } lade bort { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }.
log-robber = { $name } flyttade rövaren till { $spot }.
log-stole = { $name } stal ett kort från { $victim }.
log-nothing-to-steal = { $name } hade ingen att stjäla från.
log-bought-dev = { $name } köpte ett utvecklingskort.
log-played-plenty = { $name } spelade Uppfinning: { $resources }.
log-played-monopoly = { $name } spelade Monopol på { $resource } och fick { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }.
log-played = { $name } spelade { $card }.
log-bank-trade = { $name } bytte { $give } mot { $get } med banken.
log-offer = { $name } erbjuder **{ $give }** mot **{ $get }** till { $to }.
log-counter = { $name } lägger ett motbud: ger { $give } mot { $get }.
log-accepts = { $name } antar erbjudandet.
log-declines = { $name } avböjer erbjudandet.
log-traded = { $name } gav { $give } till { $partner } och fick { $get }.
log-offer-closed = Byteserbjudandet från { $name } stängdes (drogs tillbaka).
log-offer-closed-declined = Byteserbjudandet från { $name } stängdes (alla avböjde).
log-longest-road-aside = Kortet Längsta vägen läggs åt sidan.
log-longest-road = { $name } har nu Längsta vägen ({ $length ->
        [one] { $length } väg
       *[other] { $length } vägar
    }).
log-largest-army-aside = Kortet Största riddarmakten läggs åt sidan.
log-largest-army = { $name } har nu Största riddarmakten ({ $knights ->
        [one] { $knights } riddare
       *[other] { $knights } riddare
    }).
log-turn = { $name } är på tur.
log-resigned = { $name } gav upp.
log-over-nobody = Spelet är slut.
log-over = 🏆 { $name } vinner med { $points ->
        [one] { $points } segerpoäng
       *[other] { $points } segerpoäng
    }!{ $cards ->
        [0] {""}
       *[other] {" "}Avslöjade segerpoängkort: { $cards }.
    }

## Ord på spelplans- och handbilderna (render/catan*.py)
img-res-brick = Lera
img-res-lumber = Trä
img-res-wool = Ull
img-res-grain = Säd
img-res-ore = Malm
img-res-desert = Öken
img-player = Spelare { $n }
img-resigned = { $name } (gav upp)
img-answer-accept = { $name } ✓ accepterar
img-answer-counter = { $name } ← motbud
img-answer-decline = { $name } × avböjer
img-over = Spelet är slut
img-turn = Tur { $turn }
img-setup = Startfasen
img-nobody = Ingen
img-wins = vinner med { $points } SP! Slutpoäng, SP-kort avslöjade
img-phase-setup-settlement = Placera en by
img-phase-setup-road = Placera en väg intill den nya byn
img-phase-main = Handla, bygg eller avsluta turen
img-phase-roll = Slå tärningarna (eller spela en Riddare)
img-phase-road-building = Vägbygge: { $n ->
        [one] { $n } gratis väg
       *[other] { $n } gratis vägar
    } att placera
img-phase-discard = En 7:a! Väntar på att kort läggs bort
img-phase-robber = Flytta rövaren till en annan ruta
img-phase-steal = Välj vem du stjäl från
img-phase-trade = Byteserbjudande öppet
img-phase-over = Spelet är slut
img-must-discard = Måste lägga bort: { $owing }
img-can-rob = Kan bestjälas: { $names }
img-nothing = ingenting
img-all = alla
img-offer = Erbjudande till { $to }: { $give } mot { $get }
img-stat-cards = Kort { $n }
img-stat-dev = Utv. { $n }
img-stat-knights = Riddare { $n }
img-stat-road = Väg { $n }
img-longest-road = Längsta vägen +2
img-largest-army = Största riddarmakten +2
img-discard = Lägg bort { $n }
img-vp-cards = SP-kort { $n }
img-bank = Banken
img-deck = Utvecklingskort kvar: { $n }
img-card-knight = Flytta rövaren, stjäl 1
img-card-victory_point = +1 SP, hålls dolt
img-card-road_building = Bygg 2 gratis vägar
img-card-year_of_plenty = Ta 2 valfria råvaror
img-card-monopoly = Ta alla av 1 råvara
img-someone = någon
img-note-drew = Du drog ett utvecklingskort: { $card }
img-note-stole = Du stal 1 { $resource } från { $name }
img-note-stolen = { $name } stal 1 { $resource } från dig
img-note-discarded = Du lade bort { $cards }
img-recent = Senaste (bara du ser detta)
img-newest-first = nyast först
img-your-hand = { $name } — din hand
img-discard-now = Lägg bort { $n } av dina { $total } kort nu
img-seven-warning = { $n } kort: en 7:a tvingar dig att lägga bort
img-resource-cards = { $n ->
        [one] { $n } råvarukort
       *[other] { $n } råvarukort
    }
img-vp-total = { $n } SP (dolda kort inräknade)
img-dev-played = Du har redan spelat ett kort den här turen
img-dev-next-turn = Kort som köpts den här turen kan spelas från din nästa tur
img-dev-cards = Utvecklingskort
img-bought = { $n ->
        [one] { $n } köpt den här turen
       *[other] { $n } köpta den här turen
    }
img-bank-trade = Byt med banken
img-harbours = dina hamnar: { $ports }
img-no-harbour = ingen hamn än: 4 lika mot 1
img-build-now = Bygga nu?
img-build-road = Väg
img-build-settlement = By
img-build-city = Stad
img-build-dev = Utvecklingskort
img-yes = Ja
img-no = Nej
img-rolled = slog { $total }
img-vp = SP
img-resources = Råvaror

## Namn på kommandon och alternativ (Discord: gemener, inga mellanslag, högst 32 tecken)
cmdname-trade = handla
cmdname-counter-trade = motbud
cmdname-discard = släng
optname-numbers = nummer
optname-board = spelplan
optname-layout = uppställning
optname-give = ge
optname-get = få
optname-cards = kort

## Handelsmän & barbarer (traders_ui.py): varianten, vagnar, guld, varor, barbarer
option-variant = Variant
option-variant-help = Grundspelet, eller scenariot Handelsmän & barbarer (vagnar, guld, barbarer; 13 SP)
option-variant-base = Grundspel
option-variant-traders-barbarians = Handelsmän & barbarer
optname-variant = variant
group-wagon = Vagn
group-move_barbarian = Flytta barbar
group-keep_barbarian = Låt barbaren stå
group-skip_steal = Stjäl inte
action-upgrade_baggage = Uppgradera trossen
action-buy_with_gold = Köp för guld
action-move_wagon = Flytta vagnen
action-boost_wagon = Säd för +2 RP
action-drive_off = Driv bort en barbar
action-move_barbarian = Flytta en barbar
action-keep_barbarian = Låt barbaren stå
action-skip_steal = Stjäl inte
action-play_swift_journey = Snabb resa
param-buy_with_gold-resource = Vilken råvara köper du för 2 guld?
param-move_wagon-to = Vart? (varje plats visar lägsta kostnaden i RP och tull)
param-move_wagon-route = Vilken sträcka? (sträckorna skiljer sig i RP, tull och vem som får tullen)
param-drive_off-barbarian = Vilken barbar vill du driva bort?
param-move_barbarian-barbarian = Vilken barbar flyttar du?
param-move_barbarian-path = Till vilken kant? (varje alternativ visar vems väg som ligger där)
item-gold = guld
count-gold = { $n } guld
card-swift_journey = Snabb resa
terrain-castle = slott
terrain-quarry = stenbrott
terrain-glassworks = glasbruk
good-tools = verktyg
good-sand = sand
good-marble = marmor
good-glass = glas
plaza = { $label } { $trade ->
        [castle] slott
        [quarry] stenbrott
        [glassworks] glasbruk
       *[other] { $trade }
    }
wagon-mp = { $mp } RP
wagon-no-toll = ingen tull
wagon-via = via { $nodes }
wagon-more-ways = { $n ->
        [one] { $n } sträcka till
       *[other] { $n } sträckor till
    }
wagon-deliver = levererar { $good ->
        [tools] verktyg
        [sand] sand
        [marble] marmor
        [glass] glas
       *[other] { $good }
    }: +{ $gold }, +1 SP
wagon-load = hämtar en vara
wagon-stop = stannar (inget att leverera här)
path-road = väg: { $name }
path-road-steal = väg: { $name } (du får stjäla)
drive-off-faces = 🎲 { $faces }
move-upgrade = Uppgradera trossen till nivå { $level } ({ $cost })
move-buy-gold = Köp { $card } för { $gold }
move-wagon = Flytta vagnen till { $spot }
move-boost = Betala { $grain }: +2 RP
move-drive-off = Driv bort barbaren på { $spot } ({ $faces })
move-barbarian = Flytta barbaren från { $origin } till { $spot }
move-keep-barbarian = Låt barbaren stå kvar på { $spot }
move-skip-steal = Stjäl ingenting
headline-moving = Tur { $turn } · vagnen är på väg ({ $mp } RP kvar)
headline-arrived = Tur { $turn } · vagnen har kommit fram
waiting-main-traders = bygg, handla, köp för guld eller spela ett kort, flytta sedan med **Vagn** — eller **Avsluta turen**.
waiting-moving = din vagn är på väg ({ $mp } RP kvar): fortsätt med **Vagn**, eller **Avsluta turen**.
waiting-arrived = din vagn har kommit fram: **Avsluta turen** (ett kort kan fortfarande spelas).
waiting-barbarian = flytta en barbar med **Flytta barbar** (till en kant utan barbar; står den på någons väg får du stjäla).
waiting-drive_off = barbaren är bortdriven: **Flytta barbar** till en annan kant, eller **Låt barbaren stå**.
waiting-steal-traders = barbaren står på en annan spelares väg: **Stjäl från** ägaren, eller **Stjäl inte**.
hand-gold = **Guld:** 🪙 { $n }
hand-gold-bought = köp för guld den här turen: { $used }/2
hand-baggage = **Tross:** nivå { $level } · { $mp } RP · { $gold } per leverans · { $drive }
hand-drive-off = driver bort barbarer på 🎲 { $faces }
hand-no-drive-off = kan inte driva bort barbarer än (nivå 2)
hand-next-level = **Nästa nivå:** { $cost }
hand-top-level = **Nästa nivå:** ingen, det här är den högsta (1 SP)
hand-wagon-empty = **Vagn:** 🐴 på { $spot }, tom (varje torg ger en vara)
hand-wagon-carrying = **Vagn:** 🐴 på { $spot }, lastad med { $good ->
        [tools] verktyg
        [sand] sand
        [marble] marmor
        [glass] glas
       *[other] { $good }
    } → { $plaza }
hand-delivered = **Levererade varor:** { $n } (1 SP var)
hand-moving = **Förflyttning:** { $mp } RP kvar · säd för +2 RP { $boost ->
        [yes] redan använd
       *[no] går fortfarande
    }
log-rerolled = 🎲 { $name } slog { $a } + { $b } = { $total }: slår om.
log-barbarian-moved = 🪓 { $name } flyttade en barbar från { $origin } till { $spot }.
log-barbarian-kept = { $name } lät barbaren stå kvar på { $spot }.
log-drive-off = 🎲 { $name } slog { $die } mot barbaren på { $spot }: { $success ->
        [yes] bortdriven!
       *[no] den står kvar.
    }
log-wagon-moved = 🐴 { $name } flyttade vagnen till { $spot } ({ $cost }; { $left } RP kvar).
log-boosted = { $name } betalade 1 säd för +2 RP ({ $left } RP kvar).
log-picked-up = { $name } hämtade { $good ->
        [tools] verktyg
        [sand] sand
        [marble] marmor
        [glass] glas
       *[other] { $good }
    } vid { $trade ->
        [castle] slottet
        [quarry] stenbrottet
        [glassworks] glasbruket
       *[other] { $trade }
    }.
log-delivered = 📦 { $name } levererade { $good ->
        [tools] verktyg
        [sand] sand
        [marble] marmor
        [glass] glas
       *[other] { $good }
    } till { $trade ->
        [castle] slottet
        [quarry] stenbrottet
        [glassworks] glasbruket
       *[other] { $trade }
    }: +{ $gold } och 1 SP.
log-stack-empty = { $trade ->
        [castle] Slottet
        [quarry] Stenbrottet
        [glassworks] Glasbruket
       *[other] { $trade }
    } har inga varor kvar.
log-upgraded = { $name } uppgraderade trossen till nivå { $level }.
log-upgraded-vp = { $name } uppgraderade trossen till nivå { $level } (+1 SP).
log-bought-with-gold = { $name } köpte { $card } för { $gold }.
log-swift-journey = { $name } spelade Snabb resa: en ny förflyttning med { $left } RP.
rule-no_gold_here = Det finns inget guld i det här spelet (bara i Handelsmän & barbarer).
rule-not_enough_gold = Du behöver { $need } guld för det.
rule-gold_purchases_used = Du har redan gjort den här turens { $limit } köp för guld.
rule-after_movement = Din vagn har flyttat: ingen mer handel, inget byggande eller köp den här turen.
rule-baggage_max = Din tross är redan på högsta nivån.
rule-not_reachable = Din vagn kan inte nå den platsen nu.
rule-bad_route = Den sträckan är inte ett av alternativen.
rule-toll_unpaid = Du har inget guld kvar till tullen på vägen som tillhör { $player_name }.
rule-boost_used = Du har redan betalat säd för extra RP den här turen.
rule-no_grain = Extra RP kostar 1 säd, och du har ingen.
rule-drive_off_level = För att driva bort barbarer måste trossen ha nivå 2 eller högre.
rule-drive_off_tried = Du har redan försökt driva bort den barbaren den här turen.
rule-not_at_barbarian = Din vagn måste stå vid en ände av barbarens kant.
rule-movement_over = Din vagns förflyttning är slut för den här turen.
rule-no_barbarian = Det står ingen barbar på den kanten.
rule-barbarian_there = Det står redan en barbar på den kanten.
rule-same_path = Flytta barbaren till en annan kant.
rule-sea_path = Handelsrutornas kustkanter tar varken väg, vagn eller barbar.
rule-journey_needs_step = Spela Snabb resa när din vagn har tagit ett steg den här turen.
rule-barbarian_on_path = Du kan inte bygga en väg där en barbar står.
group-place-city = Placera stad
waiting-setup-city = placera din stad med **Placera stad** (de lediga platserna är numrerade på spelplanen); din vagn börjar där.
waiting-setup-city-road = placera en väg intill staden med **Placera väg** (kanterna är märkta på spelplanen).
rule-place_city = Ditt andra startbygge är en stad.
rule-drive_off_only = Bara barbaren du drev bort ({ $barbarian }) får flyttas nu.
log-steal-skipped = { $name } stal ingenting.
done-upgrade_baggage = Trossen är uppgraderad.
img-phase-barbarian = Flytta en barbar till en annan kant
img-phase-drive_off = Barbaren är bortdriven: flytta den eller låt den stå
img-tb-moving = Vagnen kör: { $mp } RP kvar
img-tb-reach-legend = = rörelsepoäng · guld i tull
img-card-tb-knight = Flytta en barbar, stjäl 1
img-card-swift_journey = Flytta vagnen en gång till

## En knapp på spelplanen utan något för dig: det privata svaret (buttons.py)
empty-other = Det finns inget för dig under den här knappen just nu.
empty-trade = { $gold ->
        [yes] Du har inga kort eller guld att byta med.
       *[no] Du har inga kort att byta med.
    }
empty-build = 🔨 Det finns inget du kan bygga just nu.
empty-build-blocked = Du har korten för { $piece ->
        [road] en väg, men { $why ->
            [pieces] du har inga vägar kvar
           *[spot] ingen ledig kant ansluter till dina vägar
        }
        [settlement] en by, men { $why ->
            [pieces] du har inga byar kvar (en stad ger tillbaka en)
           *[spot] det finns ingen ledig plats vid dina vägar (två kanter från varje byggnad)
        }
        [city] en stad, men { $why ->
            [pieces] du har inga städer kvar
           *[spot] du har ingen by kvar att bygga ut
        }
       *[dev] ett utvecklingskort, men högen är slut
    }.
empty-your-hand = **Din hand:** { $cards }
empty-costs = **Kostnader:** { $costs }
empty-cost = { $piece ->
        [road] väg
        [settlement] by
        [city] stad
        [dev] utvecklingskort
       *[baggage] tross nivå { $level }
    } = { $cost }
empty-build-trade = { $gold ->
        [yes] Under **Handla** kan du byta till dig det du saknar — med banken, med andra spelare, eller 2 guld för en råvara.
       *[no] Under **Handla** kan du byta till dig det du saknar — med banken eller med andra spelare.
    }
empty-play = 🃏 Inget av dina kort kan spelas just nu:
empty-play-card = • { $card }: { $why ->
        [points] kortet spelas aldrig — det räknas av sig självt
        [new] kortet är köpt den här turen, kan spelas från din nästa tur
        [road] det finns ingen ledig kant för en väg
        [journey] spela det när din vagn har tagit ett steg den här turen
       *[bank] banken har för få kort för det
    }
empty-play-none = Du har inga utvecklingskort att spela.
empty-wagon = 🐴 Din vagn kan inte åka någonstans härifrån just nu ({ $mp } RP kvar, { $gold }).
empty-accept = Du kan inte anta: { $name } vill ha { $get }, och du har { $hand }. { $counter ->
        [yes] Tryck på **Avböj**, eller lägg ett **Motbud**.
       *[no] Tryck på **Avböj**.
    }
empty-counter = { $gold ->
        [yes] Du har inga kort eller guld att erbjuda i gengäld: tryck på **Avböj**.
       *[no] Du har inga kort att erbjuda i gengäld: tryck på **Avböj**.
    }
empty-proposer = Bara { $name }, som lade erbjudandet, kan bekräfta eller dra tillbaka det.
empty-confirm = Det finns ingen affär du kan bekräfta: ingen antog, och inget motbud ber bara om kort du har. **Dra tillbaka** stänger det.
