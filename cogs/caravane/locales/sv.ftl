title = Caravane
description = Caravane: kapplöp med din kamel till Kublai Khans palats
new-help = Öppna en lobby för Caravane i den här kanalen
rules =
    {"*"}*Caravane** — kapplöp med din kamel genom tre etapper (15, 25, 19 rutor) till Kublai Khans palats.
    • Du har 60 vattenkalebasser: fack I (15) för etapp 1, II (25) för etapp 2, III (20) för etapp 3. Det som blir över går förlorat när en etapp tar slut.
    • Varje omgång bjuder alla spelare som fortfarande är på väg i hemlighet kalebasser ur det aktuella facket. Ett lagt bud gäller. Buden visas samtidigt och förbrukas.
    • Buden rangordnas (lika bud delar plats, 4-2-2-2-0 → 1-2-2-2-5). Med A spelare kvar på vägen flyttar plats r A − r + 1 rutor. Ingen går förbi palatset.
    • Stannar du på en specialruta: +2 eller −2 kalebasser, +1 eller −1 sidenbal.
    • Belöning vid palatsen (sidenbalar) — etapp 1: 4/3/2/1/0, etapp 2: 5/4/3/2/1, etapp 3: 7/5/4/3/2. Kommer flera fram samtidigt får alla den bättre placeringen. Banken har 65 balar. Kameler som kommit fram väntar.
    • Mest siden vinner; vid lika vinner den som först nådde det sista palatset.
    {"*"}*Mästarvarianten**: fördela dina 60 kalebasser fritt och i hemlighet, och lägg en matsäck (1, 2, 3) i varje fack. Den som lägger matsäcken till sitt bud måste genast säga det, och de som redan har bjudit får då bjuda om eller stå fast vid sitt bud.
hand = Mina kalebasser
option-variant = Variant
option-variant-help = Standardregler eller Mästare (fri fördelning av kalebasser och matsäckar)
option-variant-standard = Standard
option-variant-champions = Mästare
group-bid = Bjud
group-bid_bag = Bjud + matsäck
group-keep = Stå fast vid budet
group-setup = Fördela kalebasser
action-bid = Hemligt bud
action-bid_bag = Hemligt bud + matsäck
action-keep = Stå fast vid budet
action-setup = Fördela dina kalebasser (hemligt)
action-resign = Ge upp
confirm-resign = Ge upp det här partiet Caravane för gott? Din kamel lämnar kapplöpningen.
param-bid-amount = Kalebasser att bjuda (0–{ $amount_max })
param-bid_bag-amount = Kalebasser att bjuda med din matsäck (0–{ $amount_max })
param-setup-tiers = Kalebasser i fack I, II, III (totalt { $tiers_total })
param-setup-bags = Matsäck 1, 2, 3 för fack I, II, III
shortcut-setup-help = Fördela dina kalebasser på de tre facken (Mästare) före första rundan
shortcut-bid-help = Lägg ditt hemliga bud i kalebasser för den här rundan
shortcut-bid_bag-help = Lägg ditt hemliga bud och lägg till fackets matsäck
shortcut-bid-amount-help = Kalebasser ur det aktuella facket
shortcut-bid_bag-amount-help = Kalebasser ur det aktuella facket (din matsäck läggs till)
shortcut-setup-tiers-help = Kalebasser i fack I, II, III, t.ex. 15 25 20
shortcut-setup-bags-help = Matsäckarnas värden för fack I, II, III, t.ex. 1 2 3
done-keep = Du står fast vid ditt bud.
waiting-setup = fördela dina 60 kalebasser och dina matsäckar (🔒 hemligt): tryck på **Fördela kalebasser**.
waiting-revise = en matsäck har meddelats: tryck på **Bjud** för att bjuda om eller stå fast vid budet innan buden visas.
waiting-bid-revise = bjud (🔒 hemligt) med **Bjud**; en matsäck har meddelats, så de som redan har bjudit får bjuda om eller stå fast vid sitt bud — båda under **Bjud**.
waiting-bid = lägg ditt hemliga bud med **Bjud** (bara antalet bud syns tills buden visas).
headline-setup = Förberedelser
headline-over = Avslutat
headline-race = Etapp { $stage } · Omgång { $round }
headline-champions = {" "}· Mästare
rule-not_in_game = Du är inte med i det här spelet.
rule-player_count = Caravane kräver { $min } till { $max } spelare.
rule-bad_variant = Varianten måste vara Standard eller Mästare.
rule-game_over = Spelet är slut.
rule-resigned = Du har gett upp det här spelet.
rule-malformed_action = Det där är inget drag i Caravane.
rule-unknown_action = Okänt drag: du kan bjuda, stå fast vid ditt bud, fördela kalebasser eller ge upp.
rule-missing_fields = Det här saknas i draget: { $fields }.
rule-unexpected_fields = Draget har oväntade fält: { $fields }.
rule-race_not_started = Kapplöpningen har inte börjat: fördela dina kalebasser först.
rule-already_arrived = Du har nått palatset: vänta tills de andra kommer fram.
rule-bid_not_whole = Ett bud måste vara ett helt antal kalebasser.
rule-bid_negative = Ett bud kan inte vara negativt.
rule-not_enough_gourds = Du har bara { $left ->
        [one] { $left } kalebass
       *[other] { $left } kalebasser
    } kvar i fack { $tier }.
rule-bid_final = Ditt bud är lagt och gäller för den här omgången.
rule-bag_stays = Din matsäck är meddelad för den här omgången och ingår i ditt bud: bjud om med **Bjud + matsäck**.
rule-no_bags_in_standard = Matsäckar används bara i Mästarvarianten.
rule-bag_used = Du har redan använt matsäcken i fack { $tier }.
rule-nothing_to_keep = Ingen har bett dig ändra ditt bud: det finns inget att stå fast vid.
rule-race_started = Kapplöpningen har börjat: fördelningen av kalebasser kan inte längre ändras.
rule-bad_tiers = Fördela dina kalebasser på tre fack, med 0 eller fler i varje.
rule-tiers_total = Dina tre fack måste tillsammans rymma exakt { $total ->
        [one] { $total } kalebass
       *[other] { $total } kalebasser
    } (dina rymmer { $got }).
rule-bad_bags = Lägg en matsäck (1, 2 och 3) i varje fack.

## Den privata vyn, drag i ord och loggen (ui.py)
private-tier = fack { $tier }: { $n }
private-tier-current = **fack { $tier }: { $n }**
private-gourds = 💧 Dina kalebasser — { $tiers }
private-bidding-from = Du bjuder ur fack { $tier } på etapp { $stage }.
private-bid = Ditt bud den här omgången: **{ $amount }** (slutgiltigt).
private-bid-bag = Ditt bud den här omgången: **{ $amount }** + din matsäck (slutgiltigt).
private-no-bid = Du har inte bjudit än den här omgången.
private-bag = fack { $tier }: { $value }
private-bag-used = fack { $tier }: { $value } (använd)
private-bags = 🎒 Matsäckar — { $bags }
private-not-set-up = Du har inte fördelat dina kalebasser än: tryck på **Fördela kalebasser**.
move-bid = Bjud { $amount ->
        [one] { $amount } kalebass
       *[other] { $amount } kalebasser
    }
move-bid-bag = Bjud { $amount ->
        [one] { $amount } kalebass
       *[other] { $amount } kalebasser
    } + din matsäck
move-setup = Fördelning: fack { $tiers }, matsäckar { $bags }
log-bid = { $name } har lagt ett bud.
log-bid-again = { $name } bjöd om.
log-your-bid = 💧 Ditt bud på **{ $amount }** är låst tills buden visas.
log-your-bid-bag = 💧 Ditt bud på **{ $amount }** + din matsäck är låst tills buden visas.
log-kept = { $name } står fast vid sitt bud.
log-bag = { $name } lägger till matsäcken för etapp { $stage } i sitt bud!
log-bag-reopens = { $count ->
        [one] { $names } får bjuda om eller stå fast vid sitt bud.
       *[other] { $names } får bjuda om eller stå fast vid sina bud.
    }
log-setup = { $name } har fördelat sina kalebasser.
log-setup-changed = { $name } ändrade sin fördelning av kalebasser.
log-your-setup = 🧮 Din fördelning är sparad: fack { $tiers }, matsäckar { $bags }. Du kan ändra den tills alla är klara.
log-race-started = Alla är klara: kapplöpningen börjar!
log-moved = { $name } bjöd { $amount } (plats { $rank }) och gick { $squares ->
        [one] { $squares } steg
       *[other] { $squares } steg
    } fram till ruta { $square }.
log-moved-palace = { $name } bjöd { $amount } (plats { $rank }) och gick { $squares ->
        [one] { $squares } steg
       *[other] { $squares } steg
    } fram till palats { $stage }.
log-moved-bag = { $name } bjöd { $amount } + matsäck { $bag } (plats { $rank }) och gick { $squares ->
        [one] { $squares } steg
       *[other] { $squares } steg
    } fram till ruta { $square }.
log-moved-bag-palace = { $name } bjöd { $amount } + matsäck { $bag } (plats { $rank }) och gick { $squares ->
        [one] { $squares } steg
       *[other] { $squares } steg
    } fram till palats { $stage }.
log-square-gourds-plus = { $name } hamnar på ruta { $square }: +2 kalebasser.
log-square-gourds-minus = { $name } hamnar på ruta { $square }: −2 kalebasser.
log-square-silk-plus = { $name } hamnar på ruta { $square }: +1 sidenbal.
log-square-silk-minus = { $name } hamnar på ruta { $square }: −1 sidenbal.
log-square-silk-plus-none = { $name } hamnar på ruta { $square }: +1 sidenbal (ingen effekt).
log-square-silk-minus-none = { $name } hamnar på ruta { $square }: −1 sidenbal (ingen effekt).
log-arrived = { $name } når palats { $stage } på { $place ->
        [1] 1:a
        [2] 2:a
        [3] 3:e
       *[other] { $place }:e
    } plats och får { $silk ->
        [one] { $silk } sidenbal
       *[other] { $silk } sidenbalar
    }.
log-arrived-tied = { $name } når palats { $stage } på delad { $place ->
        [1] 1:a
        [2] 2:a
        [3] 3:e
       *[other] { $place }:e
    } plats och får { $silk ->
        [one] { $silk } sidenbal
       *[other] { $silk } sidenbalar
    }.
log-stage = Etapp { $stage } börjar: kalebasser som är kvar i det gamla facket går förlorade; nu bjuder alla ur fack { $tier }.
log-resigned = { $name } ger upp.
log-over = { $count ->
        [one] Karavanerna är hemma: { $names } vinner!
       *[other] Karavanerna är hemma: { $names } delar på segern!
    }

## Ord på spelplansbilden (render/caravane.py)
img-player = Spelare { $n }
img-place = { $place ->
        [1] 1:a
        [2] 2:a
        [3] 3:e
       *[other] { $place }:e
    }
img-stage = Etapp { $stage }
img-stage-info = { $length ->
        [one] { $length } ruta
       *[other] { $length } rutor
    } · fack { $tier } · palatset ger { $awards } sidenbalar · { $status ->
        [now] nu
        [done] klar
       *[later] kommer
    }
img-arrived = Framme:
img-start = Start
img-palace = Palats { $stage }
img-squares = Rutor:
img-gourds-plus = +2 kalebasser
img-gourds-minus = −2 kalebasser
img-silk-plus = +1 sidenbal
img-silk-minus = −1 sidenbal
img-setting-up = Förberedelser: alla fördelar sina 60 kalebasser i hemlighet
img-stage-round = Etapp { $stage } av 3 · Omgång { $round }
img-bank = Sidenbanken: { $bank } / 65
img-won = { $count ->
        [one] { $names } vinner!
       *[other] { $names } delar på segern!
    }  { $silk ->
        [one] { $silk } sidenbal.
       *[other] { $silk } sidenbalar.
    }
img-won-resigned = { $count ->
        [one] { $names } vinner!
       *[other] { $names } delar på segern!
    }  Alla andra gav upp.
img-status-resigned = gav upp
img-status-winner = vinnare
img-status-set-up = klar
img-status-choosing = fördelar…
img-status-arrived = i palatset ({ $place })
img-status-revise = får bjuda om
img-status-bid-in = har bjudit
img-status-thinking = funderar…
img-drivers = Kameldrivare
img-silk-column = siden
img-bag-in = matsäck med!
img-bag = matsäck
img-bag-used = använd
img-last-reveal-at = Senast visade bud · etapp { $stage }, omgång { $round }
img-no-reveal = Inga bud har visats än.

## Namn på kommandon och alternativ (Discord: gemener, inga mellanslag, högst 32 tecken)
cmdname-setup = fördela
cmdname-bid = bjud
cmdname-bid-bag = bjud-matsäck
optname-variant = variant
optname-tiers = fack
optname-bags = matsäckar
optname-amount = antal
