title = Caravan
description = Caravan: kedjor av kameler bär varor till städerna
new-help = Öppna en lobby för Caravan i den här kanalen
rules =
    {"*"}*Caravan** — skicka varor längs kedjor av dina kameler till städerna som efterfrågar dem.
    • Turer: första spelaren har 1 handling, nästa 2, sedan 3 och därefter 4 handlingar varje tur. Du får avsluta turen i förtid.
    • **1 handling**: ställ ut en kamel från ditt förråd, eller flytta en *olastad* kamel, till en tom ruta (**2 handlingar** om det redan står kameler där).
    • **1 handling**: plocka upp en vara som ligger under din olastade kamel (och eventuella efterfrågemarkörer där).
    • **1 handling**: stjäl en vara som en annan spelares kamel bär *ovanpå* sig, på samma ruta som din olastade kamel — det kostar din stöldmarkör, som går till den bestulne. Varan bärs *under* din kamel och kan inte stjälas tillbaka.
    • **1 handling**: flytta en vara från en lastad kamel till en av dina olastade kameler i samma kedja (vågrätt/lodrätt). Når varan sin stad levereras den.
    • Lastade kameler flyttas aldrig. Din sista olastade kamel får aldrig lastas.
    • När bara 4 varor ligger kvar på planen får var och en en efterfrågemarkör, och 4 nya varor dras till de numrerade rutorna. När påsen är tom avslutar nästa leverans spelet.
    • Poäng: sällsynta varor (elfenben, tyg, ädelstenar, papper) 6, vanliga varor 3, efterfrågemarkör 1. Straff för varor som fortfarande bärs: 2 → −1, 3 → −3, 4 → −6, 5 → −10. Vid lika vinner den som levererat flest varor.
hand = Min karavan
option-length = Längd
option-length-help = Spelets längd (i det korta spelet tas 16 varor bort)
option-length-auto = Auto: kort för 2–3 spelare, fullt för 4
option-length-short = Kort (32 varor)
option-length-full = Fullt (48 varor)
option-camels = Kameler
option-camels-help = Kameler per spelare
option-camels-5 = 5 kameler (standard)
option-camels-6 = 6 kameler (lättare, för nybörjare)
group-camel = Kamel
group-pickup = Plocka upp
group-steal = Stjäl
group-good = Flytta vara
group-end_turn = Avsluta turen
action-place = Ställ ut kamel
action-move_camel = Flytta kamel
action-pickup = Plocka upp
action-steal = Stjäl
action-move_good = Flytta vara
action-end_turn = Avsluta turen
action-resign = Ge upp
param-place-to = Var ska den nya kamelen stå? (2 handlingar där det redan står kameler)
param-move_camel-from = Vilken olastad kamel?
param-move_camel-to = Vart? (2 handlingar där det redan står kameler)
param-pickup-at = Plocka upp var?
param-pickup-good = Vilken vara?
param-steal-at = Stjäla var?
param-steal-victim = Från vem?
param-steal-good = Vilken vara?
param-move_good-from = Vilken vara, och varifrån?
param-move_good-good = Vilken vara?
param-move_good-under = Ovanpå kamelen eller under den?
param-move_good-to = Till vilken olastad kamel i kedjan?
confirm-resign = Ge upp det här partiet Caravan för gott? Dina kameler och varorna de bär lämnar spelet.
confirm-pass-ends = Alla andra har passat: avslutar du turen utan att göra något tar spelet slut nu. Avsluta spelet?
yes = under kamelen
no = ovanpå kamelen
rule-not_in_game = Du är inte med i det här spelet.
rule-player_count = Caravan är för { $min } till { $max } spelare.
rule-bad_length = Spelets längd måste vara auto, kort eller fullt.
rule-bad_camels = Antalet kameler per spelare måste vara 5 eller 6.
rule-malformed_action = Det där är inget drag i Caravan.
rule-unknown_action = Okänt drag ”{ $kind }”.
rule-wrong_fields = Draget { $kind } kräver exakt: { $fields }.
rule-game_over = Spelet är slut.
rule-resigned = Du har gett upp det här spelet.
rule-not_your_turn = Det är inte din tur.
rule-not_a_space = ”{ $text }” är ingen ruta: ange en kolumn A–G och en rad 1–7, t.ex. C4.
rule-not_a_good = ”{ $text }” är ingen vara.
rule-not_whole = { $field } måste vara ett heltal.
rule-wrong_cost = Det kostar { $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    }, inte { $given }.
rule-too_few_actions = Det kostar { $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    }; du har { $left ->
        [one] { $left } handling
       *[other] { $left } handlingar
    } kvar.
rule-last_unladen_camel = Du får inte lasta din sista olastade kamel: en måste alltid vara ledig.
rule-no_camel_in_supply = Alla dina kameler står redan på planen.
rule-same_space = Flytta kamelen till en annan ruta.
rule-laden_camels_never_move = Dina kameler på { $at } är lastade, och lastade kameler flyttas aldrig.
rule-no_camel_there = Du har ingen kamel på { $at }.
rule-no_such_good_there = Det ligger { $good ->
        [ivory] inget elfenben
        [cloth] inget tyg
        [gems] inga ädelstenar
        [paper] inget papper
        [meat] inget kött
        [salt] inget salt
        [swords] inga svärd
        [hides] inga hudar
       *[other] ingen { $good }
    } på { $at }.
rule-need_unladen_camel_to_pick_up = Du behöver en olastad kamel på { $at } för att plocka upp en vara där.
rule-no_theft_marker = Du har ingen stöldmarkör, så du kan inte stjäla.
rule-steal_from_another = Välj en annan spelares kamel att stjäla från.
rule-nothing_to_steal_there = Den spelaren har ingen kamel på { $at } som bär { $good ->
        [ivory] elfenben
        [cloth] tyg
        [gems] ädelstenar
        [paper] papper
        [meat] kött
        [salt] salt
        [swords] svärd
        [hides] hudar
       *[other] { $good }
    } ovanpå sig (varor under en kamel kan inte stjälas).
rule-need_unladen_camel_to_steal = Du behöver en olastad kamel på { $at } för att stjäla där.
rule-no_such_load = Du har ingen kamel på { $at } med { $good ->
        [ivory] elfenben
        [cloth] tyg
        [gems] ädelstenar
        [paper] papper
        [meat] kött
        [salt] salt
        [swords] svärd
        [hides] hudar
       *[other] { $good }
    } { $under ->
        [True] under sig
       *[other] ovanpå sig
    }.
rule-no_unladen_camel_there = En vara kan bara flyttas till en av dina olastade kameler; det står ingen på { $at }.
rule-not_in_chain = { $frm } och { $to } hänger inte ihop genom en kedja av dina kameler (vågrätt eller lodrätt, inte diagonalt).
end-delivery = Påsen tog slut och nästa leverans avslutade spelet.
end-all_passed = Alla spelare avslutade en tur utan att göra något, så spelet tog slut.
end-resignations = För få spelare var kvar.

## Varor, den privata vyn, drag i ord och loggen (ui.py)
good-ivory = elfenben
good-cloth = tyg
good-gems = ädelstenar
good-paper = papper
good-meat = kött
good-salt = salt
good-swords = svärd
good-hides = hudar
# En versal per vara på dess bricka, ingen likadan som en annan (förklaringen parar ihop
# bokstav och ord); svärd är X (korsade klingor) eftersom S är salt.
img-letter-ivory = E
img-letter-cloth = T
img-letter-gems = Ä
img-letter-paper = P
img-letter-meat = K
img-letter-salt = S
img-letter-swords = X
img-letter-hides = H
note-city = stad för { $good }
note-demand = { $n ->
        [one] { $n } efterfrågemarkör
       *[other] { $n } efterfrågemarkörer
    }
note-camels = { $n ->
        [one] { $n } kamel
       *[other] { $n } kameler
    }
note-actions = { $n ->
        [one] { $n } handling
       *[other] { $n } handlingar
    }
headline-over = Avslutat
headline-turn = Tur { $turn }: { $actions ->
        [one] { $actions } handling
       *[other] { $actions } handlingar
    } kvar
headline-turn-last = Tur { $turn }: { $actions ->
        [one] { $actions } handling
       *[other] { $actions } handlingar
    } kvar · påsen är tom: nästa leverans avslutar spelet!
waiting-turn = din tur: { $actions ->
        [one] { $actions } handling
       *[other] { $actions } handlingar
    } kvar. Använd knapparna på spelplanen eller { $cmd_play }.
private-camels = 🐪 Kameler: { $supply } i ditt förråd, { $board } på planen ({ $laden ->
        [one] varav { $laden } lastad
       *[other] varav { $laden } lastade
    }).
private-load = { $good } på { $at }
private-load-under = { $good } (stöldgods, under kamelen) på { $at }
private-carrying = 📦 Bär: { $loads }
private-carrying-nothing = 📦 Bär: ingenting.
private-theft = 🗡️ Stöldmarkör: du har en.
private-no-theft = 🗡️ Stöldmarkör: ingen — du kan inte stjäla förrän någon stjäl från dig.
private-score = 🏆 Poäng: { $goods } för varor + { $demand } för efterfrågan − { $penalty } i straff för burna varor = **{ $score }**.
private-delivered = ✅ Levererat: { $goods }.
private-your-turn = ▶️ Din tur: { $actions ->
        [one] { $actions } handling
       *[other] { $actions } handlingar
    } kvar.
move-place = Ställ ut kamel på { $to } ({ $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    })
move-camel = Flytta kamel { $from } → { $to } ({ $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    })
move-pickup = Plocka upp { $good } på { $at }{ $demand ->
        [0] {""}
        [one] {" "}(+{ $demand } efterfrågemarkör)
       *[other] {" "}(+{ $demand } efterfrågemarkörer)
    }
move-steal = Stjäl { $good } från { $name } på { $at }
move-good = Flytta { $good } { $from } → { $to }
move-good-under = Flytta { $good } (under kamelen) { $from } → { $to }
move-deliver = Leverera { $good } { $from } → { $to } (+{ $points })
move-deliver-under = Leverera { $good } (under kamelen) { $from } → { $to } (+{ $points })
log-placed = { $name } ställde ut en kamel på { $to } ({ $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    }).
log-camel-moved = { $name } flyttade en kamel { $from } → { $to } ({ $cost ->
        [one] { $cost } handling
       *[other] { $cost } handlingar
    }).
log-picked-up = { $name } plockade upp { $good }{ $demand ->
        [0] {""}
        [one] {" "}och { $demand } efterfrågemarkör
       *[other] {" "}och { $demand } efterfrågemarkörer
    } på { $at }.
log-stole = { $name } stal { $good } från { $victim } på { $at } och lämnade över en stöldmarkör.
log-good-moved = { $name } flyttade { $good } { $from } → { $to }.
log-delivered = { $name } levererade { $good } till { $city } ({ $to }) för { $points } poäng.
log-refill-drawn = { $good } på { $at }
log-refill = Påfyllning: { $marks ->
        [0] ingen efterfrågemarkör utlagd
        [one] en efterfrågemarkör på { $marked }
       *[other] en efterfrågemarkör på var och en av { $marked }
    }; { $draws ->
        [0] inga varor dragna
       *[other] dragna: { $drawn }
    }; { $left ->
        [one] { $left } vara
       *[other] { $left } varor
    } kvar i påsen.
log-end-triggered = Påsen är tom: nästa leverans avslutar spelet!
log-passed = { $name } passade.
log-turn-ended = { $name } avslutade turen.
log-turn-started = { $name } är på tur ({ $actions ->
        [one] { $actions } handling
       *[other] { $actions } handlingar
    }).
log-resigned = { $name } gav upp.
log-resigned-goods = { $name } gav upp; varorna som kamelerna bar ({ $goods }) lämnar spelet.
log-over = Spelet är slut — { $count ->
        [0] ingen vann!
       *[other] { $winners } vann!
    } Poäng: { $scores }. { $reason }

## Ord på spelplansbilden (render/caravan.py)
img-player = Spelare { $n }
img-over = Spelet är slut — { $count ->
        [0] ingen vinnare
        [one] { $names } vinner!
       *[other] { $names } delar på segern!
    }
img-end-delivery = Påsen tog slut och den sista leveransen är gjord.
img-end-all_passed = Alla spelare passade i rad.
img-end-resignations = För få spelare var kvar.
img-turn = Tur { $turn } · { $name } spelar
img-actions-left = { $left } av { $total ->
        [one] { $total } handling
       *[other] { $total } handlingar
    } kvar
img-bag = Påse: { $n ->
        [one] { $n } vara
       *[other] { $n } varor
    } · { $length ->
        [short] kort
       *[full] fullt
    } spel
img-bag-empty = Påsen är tom — nästa leverans avslutar spelet!
img-points = { $n } p
img-resigned = { $name } (gav upp)
img-camels = Kameler: { $supply } i förrådet, { $board } på planen · Stöldmarkörer: { $theft }
img-breakdown = { $goods } varor + { $demand } efterfrågan − { $penalty } straff (bär { $carrying })
img-no-deliveries = Inga leveranser än
img-goods-legend = Varor (stad, poäng)
img-demand-legend = efterfrågemarkör, 1 poäng styck
img-stolen-legend = kamel på en inramad vara: stöldgods, skyddat mot stöld

## Namn på kommandon och alternativ (Discord: gemener, inga mellanslag, högst 32 tecken)
optname-length = längd
optname-camels = kameler

# Choosing a good to move, step by step (menu values), and the delivery that ends the game.
choice-good-from = { $goods } på { $at }
choice-good-under = { $good } (stulen, under)
choice-good-to = till { $to }
choice-good-deliver = { $to }: leverera { $good } (+{ $points })
choice-on-top = Ovanpå kamelen
choice-under = Under kamelen (stulen)
confirm-delivery-ends = Påsen är tom: den här leveransen avslutar spelet direkt. Leverera { $good } och avsluta spelet?
