title = Caravan
description = Caravan: chains of camels carry goods to the cities
new-help = Open a Caravan lobby in this channel
rules =
    {"*"}*Caravan** — pass goods along chains of your camels to the cities that want them.
    • Turns: the first player has 1 action, the next 2, then 3, then 4 actions every turn. You may end a turn early.
    • **1 action**: place a camel from your supply, or move an *unladen* camel, to an empty space (**2 actions** if camels already stand there).
    • **1 action**: pick up a good lying under your unladen camel (and any demand markers there).
    • **1 action**: steal a good carried *on top* of another player's camel on your unladen camel's space — costs your theft marker, which goes to the victim; the good rides *under* your camel and cannot be stolen back.
    • **1 action**: move a good from a laden camel to an unladen camel of yours in the same orthogonal chain. Reaching its city delivers it.
    • Laden camels never move. You may never load your last unladen camel.
    • When only 4 goods lie on the board, each gets a demand marker and 4 new goods are drawn onto numbered spaces. Once the bag is empty, the next delivery ends the game.
    • Score: rare goods (ivory, cloth, gems, paper) 6, common goods 3, demand marker 1. Penalty for goods still carried: 2 → −1, 3 → −3, 4 → −6, 5 → −10. Ties: most deliveries wins.
hand = My caravan
option-length = Length
option-length-help = Game length (the short game removes 16 goods)
option-length-auto = Auto: short for 2–3 players, full for 4
option-length-short = Short (32 goods)
option-length-full = Full (48 goods)
option-camels = Camels
option-camels-help = Camels per player
option-camels-5 = 5 camels (standard)
option-camels-6 = 6 camels (relaxed, for learning)
group-camel = Camel
group-pickup = Pick up
group-steal = Steal
group-good = Move good
group-end_turn = End turn
action-place = Place camel
action-move_camel = Move camel
action-pickup = Pick up
action-steal = Steal
action-move_good = Move good
action-end_turn = End turn
action-resign = Resign
param-place-to = Where should the new camel go? (2 actions where camels already stand)
param-move_camel-from = Which unladen camel?
param-move_camel-to = Where to? (2 actions where camels already stand)
param-pickup-at = Pick up where?
param-pickup-good = Which good?
param-steal-at = Steal where?
param-steal-victim = From whom?
param-steal-good = Which good?
param-move_good-from = Which good, from where?
param-move_good-good = Which good?
param-move_good-under = On top of the camel or under it?
param-move_good-to = To which unladen camel of the chain?
confirm-resign = Resign from this Caravan game for good? Your camels and the goods they carry leave the game.
confirm-pass-ends = Everyone else has passed: ending your turn without an action ends the game now. End the game?
yes = under the camel
no = on top
rule-not_in_game = You are not playing in this game.
rule-player_count = Caravan is for { $min } to { $max } players.
rule-bad_length = Game length must be auto, short or full.
rule-bad_camels = Camels per player must be 5 or 6.
rule-malformed_action = That is not a Caravan move.
rule-unknown_action = Unknown move “{ $kind }”.
rule-wrong_fields = A { $kind } move needs exactly: { $fields }.
rule-game_over = The game is over.
rule-resigned = You have resigned from this game.
rule-not_your_turn = It is not your turn.
rule-not_a_space = “{ $text }” is not a space: use a column A–G and a row 1–7, like C4.
rule-not_a_good = “{ $text }” is not a good.
rule-not_whole = { $field } must be a whole number.
rule-wrong_cost = That costs { $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }, not { $given }.
rule-too_few_actions = That costs { $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }; you have { $left ->
        [one] { $left } action
       *[other] { $left } actions
    } left.
rule-last_unladen_camel = You may not load your last unladen camel: one must stay free.
rule-no_camel_in_supply = All your camels are already on the board.
rule-same_space = Move the camel to a different space.
rule-laden_camels_never_move = Your camels on { $at } are laden, and laden camels never move.
rule-no_camel_there = You have no camel on { $at }.
rule-no_such_good_there = There is no { $good } lying on { $at }.
rule-need_unladen_camel_to_pick_up = You need an unladen camel on { $at } to pick up a good there.
rule-no_theft_marker = You have no theft marker, so you cannot steal.
rule-steal_from_another = Choose another player's camel to steal from.
rule-nothing_to_steal_there = That player has no camel on { $at } carrying { $good } on top (goods under a camel cannot be stolen).
rule-need_unladen_camel_to_steal = You need an unladen camel on { $at } to steal there.
rule-no_such_load = You have no camel on { $at } with { $good } { $under ->
        [True] under
       *[other] on
    } it.
rule-no_unladen_camel_there = A good can only move to one of your unladen camels; none is on { $at }.
rule-not_in_chain = { $frm } and { $to } are not linked by a chain of your camels (orthogonally, no diagonals).
end-delivery = The bag ran out and the next delivery ended the game.
end-all_passed = Every player ended a turn without acting, so the game ended.
end-resignations = Too few players remained.

## Goods, the private view, moves in words and the log (ui.py)
good-ivory = ivory
good-cloth = cloth
good-gems = gems
good-paper = paper
good-meat = meat
good-salt = salt
good-swords = swords
good-hides = hides
# One capital per good on its token, no two alike (the legend pairs each with its word);
# swords is X (crossed blades) because S is salt.
img-letter-ivory = I
img-letter-cloth = C
img-letter-gems = G
img-letter-paper = P
img-letter-meat = M
img-letter-salt = S
img-letter-swords = X
img-letter-hides = H
note-city = { $good } city
note-demand = { $n } demand
note-camels = { $n ->
        [one] { $n } camel
       *[other] { $n } camels
    }
note-actions = { $n ->
        [one] { $n } action
       *[other] { $n } actions
    }
headline-over = Finished
headline-turn = Turn { $turn }: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } left
headline-turn-last = Turn { $turn }: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } left · the bag is empty: the next delivery ends the game!
waiting-turn = your turn: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } left. Use the board's buttons or { $cmd_play }.
private-camels = 🐪 Camels: { $supply } in your supply, { $board } on the board ({ $laden } laden).
private-load = { $good } on { $at }
private-load-under = { $good } (stolen, under the camel) on { $at }
private-carrying = 📦 Carrying: { $loads }
private-carrying-nothing = 📦 Carrying: nothing.
private-theft = 🗡️ Theft marker: you hold one.
private-no-theft = 🗡️ Theft marker: none — you cannot steal until someone steals from you.
private-score = 🏆 Score: { $goods } for goods + { $demand } demand − { $penalty } carrying penalty = **{ $score }**.
private-delivered = ✅ Delivered: { $goods }.
private-your-turn = ▶️ Your turn: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } left.
move-place = Place camel on { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    })
move-camel = Move camel { $from } → { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    })
move-pickup = Pick up { $good } at { $at }{ $demand ->
        [0] {""}
        [one] {" "}(+{ $demand } demand marker)
       *[other] {" "}(+{ $demand } demand markers)
    }
move-steal = Steal { $good } from { $name } at { $at }
move-good = Move { $good } { $from } → { $to }
move-good-under = Move { $good } (under camel) { $from } → { $to }
move-deliver = Deliver { $good } { $from } → { $to } (+{ $points })
move-deliver-under = Deliver { $good } (under camel) { $from } → { $to } (+{ $points })
log-placed = { $name } placed a camel on { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }).
log-camel-moved = { $name } moved a camel { $from } → { $to } ({ $cost ->
        [one] { $cost } action
       *[other] { $cost } actions
    }).
log-picked-up = { $name } picked up { $good }{ $demand ->
        [0] {""}
        [one] {" "}and { $demand } demand marker
       *[other] {" "}and { $demand } demand markers
    } at { $at }.
log-stole = { $name } stole { $good } from { $victim } at { $at } and handed over a theft marker.
log-good-moved = { $name } moved { $good } { $from } → { $to }.
log-delivered = { $name } delivered { $good } to { $city } ({ $to }) for { $points } points.
log-refill-drawn = { $good } on { $at }
log-refill = Refill: { $marks ->
        [0] no demand marker placed
        [one] a demand marker on { $marked }
       *[other] a demand marker on each of { $marked }
    }; { $draws ->
        [0] nothing drawn
       *[other] drawn { $drawn }
    }; { $left ->
        [one] { $left } good
       *[other] { $left } goods
    } left in the bag.
log-end-triggered = The bag is empty: the next delivery ends the game!
log-passed = { $name } passed.
log-turn-ended = { $name } ended the turn.
log-turn-started = { $name }'s turn ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }).
log-resigned = { $name } resigned.
log-resigned-goods = { $name } resigned; the goods they carried ({ $goods }) leave the game.
log-over = Game over — { $count ->
        [0] nobody won!
       *[other] { $winners } won!
    } Scores: { $scores }. { $reason }

## Words on the board image (render/caravan.py)
img-player = Player { $n }
img-over = Game over — { $count ->
        [0] no winner
        [one] { $names } wins!
       *[other] { $names } win!
    }
img-end-delivery = The bag ran out and the last delivery was made.
img-end-all_passed = Every player passed in a row.
img-end-resignations = Too few players remained.
img-turn = Turn { $turn } · { $name } to play
img-actions-left = { $left } of { $total ->
        [one] { $total } action
       *[other] { $total } actions
    } left
img-bag = Bag: { $n ->
        [one] { $n } good
       *[other] { $n } goods
    } · { $length ->
        [short] short
       *[full] full
    } game
img-bag-empty = Bag empty — next delivery ends the game!
img-points = { $n } pts
img-resigned = { $name } (resigned)
img-camels = Camels: { $supply } in supply, { $board } on board · Theft markers: { $theft }
img-breakdown = { $goods } goods + { $demand } demand − { $penalty } penalty (carrying { $carrying })
img-no-deliveries = No deliveries yet
img-goods-legend = Goods (city, points)
img-demand-legend = demand marker, 1 point each
img-stolen-legend = camel standing on a boxed good: stolen, safe from theft

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-length = length
optname-camels = camels

# Choosing a good to move, step by step (menu values), and the delivery that ends the game.
choice-good-from = { $goods } on { $at }
choice-good-under = { $good } (stolen, under)
choice-good-to = to { $to }
choice-good-deliver = { $to }: deliver { $good } (+{ $points })
choice-on-top = On top of the camel
choice-under = Under the camel (stolen)
confirm-delivery-ends = The bag is empty: this delivery ends the game at once. Deliver { $good } and end the game?
