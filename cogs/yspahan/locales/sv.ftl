title = Yspahan
description = Yspahan: tärningar, souker och karavanen
new-help = Öppna en Yspahan-lobby i den här kanalen (2–4 spelare)
rules =
    {"*"}*Yspahan** — 3 veckor om 7 dagar. Flest segerpoäng (SP) efter vecka 3 vinner.
    • Varje dag får startspelaren köpa upp till 3 gula tärningar (1 guld styck) och slår sedan; tärningarna grupperas efter värde på tornets 6 rader: rad 1 kameler, rad 2–5 kvarteren Säck, Tunna, Kista och Vas, rad 6 guld. Gula tärningar räknas bara för startspelaren.
    • I tur och ordning väljer varje spelare en rad som ingen har tagit i dag och antingen gör radens handling (1 kamel, 1 kub eller 1 guld per tärning; ett kort kan slängas för +1 tärning), tar 1 kort eller flyttar uppsyningsmannen minst så många rutor som tärningarna visar (varje extra ruta kostar 1 guld). Finns ingen rad kvar tar man ett kort.
    • Kuber läggs i tomma butiker i radens kvarter; en souk du har påbörjat måste fyllas först; en souk med en annan spelares kub är stängd för dig.
    • Där uppsyningsmannen stannar går kuberna i butikerna intill till karavanen (den som flyttade bestämmer ordningen); ägaren får betala 1 kamel för att behålla kuben i butiken och skicka en ur förrådet i stället. Att komma in i karavanen ger 1/2/3 SP efter sektion; en full karavan ger varje spelare kuber × sektionen för deras högsta kub och töms.
    • Efter raden får du bygga en byggnad (kameler och guld): 2:a–5:e +5 SP, 6:e +10 SP.
    • Veckans slut: varje fylld souk ger sina SP till ägaren, karavanen räknas; souker töms och uppsyningsmannen går tillbaka till mitten.
    • 2 spelare: startspelaren, den andra spelaren och sedan startspelaren igen; att bygga kostar en rad.
    {"*"}*Utgivna regler**: de högsta tärningarna går alltid till guldraden, startspelaren går medurs, byggnader ger 0/0/5/5/5/10, uppsyningsmannen får också gå kortare (1 guld per ruta), karavanen ger 2/1/0.
hand = Mina kort
option-ruleset = Regler
option-ruleset-help = Reglerna från grundtexten (standard) eller den utgivna utgåvans
option-ruleset-seed = Grundtextens regler
option-ruleset-published = Utgivna regler
confirm-resign = Ge upp det här Yspahan-spelet för gott? Dina kuber ligger kvar och dina turer hoppas över.

## Board buttons, menu steps and prompts
group-buy_yellow = Köp gul tärning
group-roll = Slå tärningarna
group-take_action = Använd en rad
group-take_card = Ta ett kort
group-draw_card = Dra ett kort
group-move_supervisor = Flytta uppsyningsmannen
group-build = Bygg
group-build_row = Bygg (kostar en rad)
group-play = Spela ett kort
group-place_cube = Lägg en kub
group-send_first = Vilken kub går först
group-pay_camel = Behåll min kub (1 kamel)
group-send_cube = Skicka min kub
group-end_turn = Avsluta turen
action-buy_yellow = Köp en gul tärning (1 guld)
action-roll = Slå tärningarna
action-take_action = Radens handling
action-take_card = Ta ett kort med en rad
action-draw_card = Dra ett kort (ingen rad kvar)
action-move_supervisor = Flytta uppsyningsmannen
action-build = Bygg
action-build_row = Bygg med en rad
action-play = Spela ett kort
action-place_cube = Lägg en kub
action-send_first = Första kuben till karavanen
action-pay_camel = Behåll kuben för 1 kamel
action-send_cube = Skicka kuben till karavanen
action-end_turn = Avsluta turen
action-resign = Ge upp
param-take_action-row = Vilken rad? Dess tärningar ger:
param-take_action-boost = Släng ett kort för +1 tärning?
param-take_card-row = Vilken rad lägger du undan för kortet?
param-move_supervisor-row = Vilken rads tärningar flyttar uppsyningsmannen?
param-move_supervisor-to = Vart? Bilden ringar in varje stopp med dess pris i guld och kuberna det skulle träffa.
param-build-building = Vilken byggnad?
param-build-card = Hur betalar du?
param-build_row-row = Vilken rad lägger du undan för att bygga?
param-build_row-building = Vilken byggnad?
param-build_row-card = Hur betalar du?
param-play-card = Vilket kort?
param-play-direction = Åt vilket håll?
param-play-amount = Hur många?
param-play-shop = Vilken butik får kuben? (inringad på bilden)
param-place_cube-shop = Vilken butik får nästa kub? (inringad på bilden)
param-send_first-shop = Vilken kub går först till karavanen?
param-pay_camel-shop = Vilken kub?
param-send_cube-shop = Vilken kub?

## Game things in words
count-camels = { $n ->
        [one] { $n } kamel
       *[other] { $n } kameler
    }
count-gold = { $n } guld
count-vp = { $n } SP
count-cubes = { $n ->
        [one] { $n } kub
       *[other] { $n } kuber
    }
count-dice = { $n ->
        [one] { $n } tärning
       *[other] { $n } tärningar
    }
count-cards = { $n } kort
count-squares = { $n ->
        [one] { $n } ruta
       *[other] { $n } rutor
    }
quarter-BAG = Säck
quarter-BARREL = Tunna
quarter-CHEST = Kista
quarter-VASE = Vas
souk-name = { $quarter } { $vp }
shop-street = { $souk } · butik { $n } · vid { $squares }
shop-inside = { $souk } · butik { $n }
shop-owned = { $shop } ({ $name })
row-quarter = Rad { $n } · { $quarter }
row-camels = Rad { $n } · kameler
row-gold = Rad { $n } · guld
row-for-action = { $row }: { $dice } → { $gain }
row-for-supervisor = { $row }: tärningar som visar { $face } → { $squares } eller fler
row-for-supervisor-published = { $row }: tärningar som visar { $face } → { $squares }, ±1 per guld
row-plain = { $row } · { $dice } som visar { $face }
cost-and = { $a } + { $b }
cost-free = gratis
square-centre = C (mitten)
square-hits = träffar { $shops }
hit-shop = { $souk } ({ $name })
square-hits-nothing = ingen kub där
boost-none = Inget kort
boost-card = Släng { $card } för +1 tärning
build-card-none = Betala kameler och guld
build-card-card_h = Kort h: inga kameler
build-card-card_i = Kort i: inget guld
building-label = { $building } · { $cost }
direction-camels_to_gold = Kameler → guld
direction-gold_to_camels = Guld → kameler
card-card_a = a · 3 kameler
card-card_b = b · 3 guld
card-card_c = c · kub till karavanen
card-card_d = d · kub till en butik
card-card_e = e · kameler ←→ guld
card-card_f = f · guld → SP
card-card_g = g · kameler → SP
card-card_h = h · bygg utan kameler
card-card_i = i · bygg utan guld
effect-card_a = ta 3 kameler
effect-card_b = ta 3 guld
effect-card_c = lägg en kub ur ditt förråd i karavanen
effect-card_d = lägg en kub i en tom butik i valfritt kvarter
effect-card_e = byt kameler mot guld 1:1, åt ett håll, så många du vill
effect-card_f = betala upp till 10 guld för 1 SP styck
effect-card_g = betala upp till 4 kameler för 2 SP styck
effect-card_h = när du bygger: betala bara guldet
effect-card_i = när du bygger: betala bara kamelerna
building-building1 = Byggnad 1 (+1 kamel på kamelraden)
building-building2 = Byggnad 2 (+2 guld på guldraden)
building-building3 = Byggnad 3 (uppsyningsmannen: 3 extra rutor gratis)
building-building3-published = Byggnad 3 (uppsyningsmannen: 3 rutor fler eller färre gratis)
building-building4 = Byggnad 4 (ett kort när din kub kommer in i karavanen)
building-building4-published = Byggnad 4 (ett kort när din kub kommer in i karavanen, inte med kort c)
building-building5 = Byggnad 5 (+2 SP per fylld souk)
building-building6 = Byggnad 6 (+1 kub på en kvartersrad)

## The board: headline and whom it waits for
headline = Vecka { $week } · dag { $day } ({ $number }/{ $days })
headline-published = Vecka { $week } · dag { $day } ({ $number }/{ $days }) · utgivna regler
headline-over = Spelet är slut
waiting-roll = köp gula tärningar om du vill ({ $price } guld styck) och slå sedan: **Slå tärningarna**.
waiting-no-row = det finns ingen rad kvar åt dig: **Dra ett kort**.
waiting-act = välj en rad: **Använd en rad**, **Ta ett kort** eller **Flytta uppsyningsmannen**.
waiting-act-two = välj en rad: **Använd en rad**, **Ta ett kort**, **Flytta uppsyningsmannen** eller **Bygg**.
waiting-place = lägg { $cubes } i kvarteret { $quarter }: **Lägg en kub**.
waiting-order = uppsyningsmannen träffade två spelares kuber: välj vilken som går först till karavanen.
waiting-camel = behåll din kub för 1 kamel eller skicka den till karavanen (🔒 hemligt tills alla har svarat).
waiting-after-build = bygg, spela kort eller **Avsluta turen**.
waiting-after = spela kort eller **Avsluta turen**.

## Moves in words (/play, confirmations)
move-buy-yellow = Köp en gul tärning för { $price }
move-take-action = { $row }: ta { $gain }
move-boost = (+1 tärning: kort { $card })
move-take-card = { $row }: ta ett kort
move-supervisor = { $row }: uppsyningsmannen till { $square }
move-build = Bygg { $building } för { $cost }
move-with-card = med kort { $card }
move-build-row = { $row }: { $build }
move-play = Spela kort { $card }
move-play-exchange = Spela kort { $card }: { $give } → { $get }
move-play-for-vp = Spela kort { $card }: { $give } → { $vp }
move-play-shop = Spela kort { $card }: en kub till { $shop }
move-place-cube = En kub till { $shop }
move-send-first = Först till karavanen: { $shop }
move-pay-camel = Betala 1 kamel och behåll kuben i { $shop }
move-send-cube = Skicka kuben i { $shop } till karavanen

## Rule errors
rule-malformed_action = Det är inget Yspahan-drag.
rule-unknown_action = Okänt drag.
rule-missing_fields = Draget saknar: { $fields }.
rule-unexpected_fields = Draget har oväntade fält: { $fields }.
rule-not_in_game = Du är inte med i det här spelet.
rule-game_over = Spelet är slut.
rule-resigned = Du har gett upp det här spelet.
rule-not_your_turn = Det är inte din tur.
rule-wrong_step = Inte nu: { $step ->
        [roll] dagens tärningar är inte slagna än.
        [act] välj först en rad (eller ta ett kort).
        [place] lägg först dina kuber.
        [order] först måste uppsyningsmannens kuber ordnas.
        [camel] först måste kubernas ägare svara (behålla för en kamel eller skicka).
       *[after] din rad är använd; du kan bygga, spela kort eller avsluta turen.
    }
rule-already_rolled = Tärningarna är redan slagna i dag.
rule-yellow_limit = Högst { $max } gula tärningar per dag.
rule-not_enough_gold = Inte tillräckligt med guld: du behöver { $need } och har { $have }.
rule-not_enough_camels = Inte tillräckligt med kameler: du behöver { $need } och har { $have }.
rule-bad_row = Den raden finns inte i tornet.
rule-row_taken = Den raden är redan använd i dag: { $row }.
rule-row_empty = Den raden har inga tärningar i dag: { $row }.
rule-row_yellow_only = En rad med bara gula tärningar får bara startspelaren använda: { $row }.
rule-rows_left = Du har fortfarande en rad att välja: kort utan rad bara när ingen finns kvar.
rule-already_used = Du har redan använt en rad den här turen.
rule-use_first = Välj först en rad (eller ta ett kort).
rule-bad_card = Det kortet finns inte.
rule-no_such_card = Du har inte kort { $card }.
rule-card_only_when_building = Kort { $card } spelas bara när du bygger.
rule-bad_square = Den rutan finns inte på gatan.
rule-square_unreachable = Uppsyningsmannen når inte { $to } med de tärningarna.
rule-bad_shop = Den butiken finns inte, eller så får din kub inte ligga där.
rule-shop_taken = Den butiken är redan tagen: { $shop }.
rule-souk_closed = Souken { $souk } har en annan spelares kub: den är stängd för dig.
rule-finish_your_souk = Fyll din souk först: { $souks }.
rule-shop_not_in_quarter = Den butiken ligger inte i kvarteret { $quarter }: { $shop }.
rule-no_decision = Inget om karavanen väntar på ditt svar nu.
rule-not_your_cube = Det är inte den kuben du blir tillfrågad om ({ $shop }).
rule-bad_building = Den byggnaden finns inte.
rule-already_built = Du har redan { $building }.
rule-one_building_per_turn = En byggnad per tur.
rule-build_with_row = Med två spelare kostar det en rad att bygga: välj **Bygg (kostar en rad)** när du väljer rad.
rule-build_after_action = Bygg efter radens handling, inte med en rad.
rule-bad_direction = Välj kameler → guld eller guld → kameler.
rule-bad_amount = Välj ett antal från 1 till { $max }.
rule-nothing_to_exchange = Du har inget att byta åt det hållet.
rule-bad_option = Okänt alternativ { $name }: { $value }.
rule-player_count = Yspahan kräver { $min } till { $max } spelare.

## The private hand (/table hand)
hand-cards = 🃏 **Dina kort** ({ $n }): { $cards }
hand-card = **{ $card }** ×{ $n } — { $effect }
hand-no-cards = 🃏 **Dina kort:** inga
hand-stock = 🐪 { $camels } · 💰 { $gold } · ⭐ { $vp }
hand-buildings = 🏛️ **Dina byggnader:** { $buildings }
hand-no-buildings = 🏛️ **Dina byggnader:** inga än
hand-next-building = Din nästa byggnad ger { $vp }.
hand-choice-keep = 🔒 Du behåller din kub i { $shop } för 1 kamel.
hand-choice-send = 🔒 Du skickar din kub i { $shop } till karavanen.
hand-rows = **Rader du kan använda:** { $rows }

## The log
log-day = ☀️ **Vecka { $week }, dag { $day }** ({ $number }/21): { $name } är startspelare. Ordning: { $order }.
log-yellow-bought = { $name } köper en gul tärning (gula tärningar i dag: { $count }).
log-rolled = 🎲 { $name } slår { $white }.
log-rolled-yellow = 🎲 { $name } slår { $white } och gult { $yellow }.
log-row-action = { $name } tar { $row } ({ $dice }).
log-row-card = { $name } lägger undan { $row } och tar ett kort.
log-row-supervisor = { $name } tar { $row } (tärningar som visar { $face }) för att flytta uppsyningsmannen.
log-row-build = { $name } lägger undan { $row } för att bygga.
log-boost = +1 tärning för kort { $card }.
log-yellow-removed = De gula tärningarna lämnar tornet.
log-yellow-removed-row = De gula tärningarna lämnar tornet: { $row }.
log-gained = { $name } tar { $what }.
log-cube-placed = { $name } lägger en kub i { $shop }.
log-cube-placed-auto = { $name } lägger en kub i { $shop } (enda möjligheten).
log-cubes-lost = { $name } förlorar { $cubes }: ingen butik är öppen för dem.
log-card-drawn-row = { $name } drar ett kort ({ $left } kvar i leken).
log-card-drawn-no_row = { $name } har ingen rad kvar och drar ett kort ({ $left } kvar i leken).
log-card-drawn-building4 = { $name } drar ett kort för byggnad 4 ({ $left } kvar i leken).
log-you-drew = Du drog **{ $card }**: { $effect }.
log-no-card = { $name } drar inget: leken och slänghögen är tomma.
log-reshuffled = Slänghögen blandas till en ny lek ({ $cards }).
log-supervisor = 🚶 Uppsyningsmannen går från { $start } till { $to } ({ $squares }).
log-supervisor-paid = 🚶 Uppsyningsmannen går från { $start } till { $to } ({ $squares }; { $name } betalar { $gold }).
log-caravan-order = { $name } skickar kuben i { $shop } först till karavanen.
log-camel-choices = { $count ->
        [one] { $names } får betala 1 kamel för att behålla kuben i butiken.
       *[other] { $names } får var och en betala 1 kamel för att behålla sin kub i butiken.
    }
log-cube-decided = { $name } har svarat.
log-your-choice-keep = Du behåller din kub i { $shop } för 1 kamel.
log-your-choice-send = Du skickar din kub i { $shop } till karavanen.
log-camel-paid = { $name } betalar 1 kamel: kuben i { $shop } ligger kvar.
log-caravan-supervisor = 🐫 { $name }: kuben från { $shop } går in i karavanen (plats { $space }, sektion { $section }): +{ $vp }.
log-caravan-camel = 🐫 { $name }: en kub ur förrådet går in i karavanen (plats { $space }, sektion { $section }): +{ $vp }.
log-caravan-card = 🐫 { $name } lägger en kub i karavanen (plats { $space }, sektion { $section }): +{ $vp }.
score-entry = { $name } +{ $vp }
score-nobody = ingen får poäng
log-caravan-full = 🐫 Karavanen är full och räknas: { $scores }.
log-caravan-week = 🐫 Karavanen räknas vid veckans slut: { $scores }.
log-caravan-emptied = Karavanens kuber går hem; den börjar om tom.
log-built = 🏛️ { $name } bygger { $building } för { $cost }: +{ $vp }.
log-built-card = (kort { $card })
log-played-gain = 🃏 { $name } spelar kort { $card }: +{ $what }.
log-played-exchange = 🃏 { $name } spelar kort { $card }: { $give } → { $get }.
log-played-vp = 🃏 { $name } spelar kort { $card }: { $give } → { $vp }.
log-played-shop = 🃏 { $name } spelar kort { $card }: en kub till { $shop }.
log-played = 🃏 { $name } spelar kort { $card }.
log-turn = { $name } står på tur.
log-day-ended = Dag { $day } i vecka { $week } är slut.
score-souk = { $souk }: { $name } +{ $vp }
log-week = 🏆 **Vecka { $week } är slut.** Fyllda souker: { $souks }. Totalt: { $scores }.
log-week-no-souks = 🏆 **Vecka { $week } är slut.** Ingen souk är fylld.
log-week-reset = Soukerna töms och uppsyningsmannen går tillbaka till mitten.
log-resigned = { $name } ger upp.
log-over-nobody = Spelet är slut.
log-over = { $count ->
        [one] 🏁 Spelet är slut: { $names } vinner med { $vp }!
       *[other] 🏁 Spelet är slut: { $names } delar segern med { $vp }!
    }
log-over-resignation = { $count ->
        [one] 🏁 Alla andra har gett upp: { $names } vinner med { $vp }.
       *[other] 🏁 Alla andra har gett upp: { $names } delar segern med { $vp }.
    }

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-ruleset = regler

## Words on the board image (render/yspahan.py)

img-player = Spelare { $n }
img-caravan = Karavanen
img-quarter-BAG = Säck
img-quarter-BARREL = Tunna
img-quarter-CHEST = Kista
img-quarter-VASE = Vas
img-row-camels = Kameler
img-row-gold = Guld
img-tower = Tärningstornet
img-players = Köpmän
img-week-day = Vecka { $week } · dag { $day }
img-over = Spelet är slut
img-deck = Kortlek { $deck } · slänghög { $discard }
img-to-place = { $n } kvar att lägga
img-won = { $count ->
    [one] Vinnare: { $names }
   *[other] Vinnare: { $names }
}
img-winner = vinnare
img-rank = { $rank ->
    [1] 1:a
    [2] 2:a
   *[other] { $rank }:e
}
img-resigned = har gett upp
img-hand-title = Dina kort ({ $count })
img-no-cards = Inga kort på handen.
img-hand-note = Varje kort kan också slängas som +1 tärning (en gång per tur).
img-buildings = Dina byggnader
img-buildings-next = Dina byggnader · nästa ger { $vp } SP
img-built = byggd
img-card-a = 3 kameler
img-card-a-effect = Ta 3 kameler.
img-card-b = 3 guld
img-card-b-effect = Ta 3 guld.
img-card-c = Kub till karavanen
img-card-c-effect = Lägg en kub från ditt förråd i karavanen och få SP för dess sektion.
img-card-d = Kub till en butik
img-card-d-effect = Lägg en kub från ditt förråd i en tom butik i valfritt kvarter (inte i en souk som någon annan har börjat på; fyll din egen först).
img-card-e = Byte
img-card-e-effect = Byt kameler mot guld eller guld mot kameler, 1 mot 1, åt ett håll, så många du vill.
img-card-f = Guld till SP
img-card-f-effect = Betala upp till 10 guld: 1 SP per guld.
img-card-g = Kameler till SP
img-card-g-effect = Betala upp till 4 kameler: 2 SP per kamel.
img-card-h = Bygg utan kameler
img-card-h-effect = Spelas när du bygger: betala bara byggnadens guld. Inte tillsammans med kort i.
img-card-i = Bygg utan guld
img-card-i-effect = Spelas när du bygger: betala bara byggnadens kameler. Inte tillsammans med kort h.
img-building-1 = +1 kamel varje gång du tar kamelhandlingen.
img-building-2 = +2 guld varje gång du tar guldhandlingen.
img-building-3 = Uppsyningsmannen: upp till 3 extra rutor gratis.
img-building-3-published = Uppsyningsmannen: upp till 3 rutor fler eller färre gratis.
img-building-4 = Dra ett kort varje gång en av dina kuber kommer in i karavanen.
img-building-4-published = Dra ett kort varje gång en av dina kuber kommer in i karavanen (inte med kort c).
img-building-5 = +2 SP för varje souk du har fyllt, vid varje veckas poängräkning.
img-building-6 = +1 kub varje gång du tar ett kvarters handling.
