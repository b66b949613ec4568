title = Yspahan
description = Yspahan: dice, souks and the caravan
new-help = Open a Yspahan lobby in this channel (2–4 players)
rules =
    {"*"}*Yspahan** — 3 weeks of 7 days. Most VP after week 3 wins.
    • Each day the start player may buy up to 3 yellow dice (1 gold each) and rolls; the dice are grouped by value on the tower's 6 rows: row 1 camels, rows 2–5 the Bag, Barrel, Chest and Vase quarters, row 6 gold. Yellow dice count only for the start player.
    • In turn, each player picks a row nobody has taken today and either takes its action (1 camel, 1 cube or 1 gold per die; a card may be discarded as +1 die), takes 1 card, or moves the Supervisor at least as many squares as the dice show (each extra square costs 1 gold). No row left: take a card.
    • Cubes go into empty shops of the row's quarter; finish a souk you started before starting another; a souk holding another player's cube is closed to you.
    • Where the Supervisor stops, the cubes in the touching shops go to the caravan (the mover orders them); an owner may pay 1 camel to keep the shop cube and send one from supply. Entering the caravan scores 1/2/3 VP by section; a full caravan scores each player's cubes × the section of their highest cube and empties.
    • After the row, you may build one building (camels and gold): 2nd–5th +5 VP, 6th +10 VP.
    • End of week: each filled souk scores its VP for its owner, the caravan scores; souks empty, the Supervisor returns to the centre.
    • 2 players: the start player acts, the other player, then the start player again; building takes a row.
    {"*"}*Published ruleset**: the highest dice always go to the gold row, the start pawn passes clockwise, buildings pay 0/0/5/5/5/10, the Supervisor may also move fewer squares (1 gold each), caravan entries pay 2/1/0.
hand = My cards
option-ruleset = Rules
option-ruleset-help = The seed's rules (default) or the published edition's
option-ruleset-seed = Seed rules
option-ruleset-published = Published rules
confirm-resign = Resign from this Yspahan game for good? Your cubes stay on the board; your turns are skipped.

## Board buttons, menu steps and prompts
group-buy_yellow = Buy a yellow die
group-roll = Roll the dice
group-take_action = Use a row
group-take_card = Take a card
group-draw_card = Draw a card
group-move_supervisor = Move the Supervisor
group-build = Build
group-build_row = Build (uses a row)
group-play = Play a card
group-place_cube = Place a cube
group-send_first = Which cube goes first
group-pay_camel = Keep my cube (1 camel)
group-send_cube = Send my cube
group-end_turn = End turn
action-buy_yellow = Buy a yellow die (1 gold)
action-roll = Roll the dice
action-take_action = Row action
action-take_card = Take a card with a row
action-draw_card = Draw a card (no row left)
action-move_supervisor = Move the Supervisor
action-build = Build
action-build_row = Build with a row
action-play = Play a card
action-place_cube = Place a cube
action-send_first = First cube to the caravan
action-pay_camel = Keep the cube for 1 camel
action-send_cube = Send the cube to the caravan
action-end_turn = End turn
action-resign = Resign
param-take_action-row = Which row? Its dice give:
param-take_action-boost = Discard a card for +1 die?
param-take_card-row = Which row do you set aside for the card?
param-move_supervisor-row = Which row's dice move the Supervisor?
param-move_supervisor-to = Where to? The image outlines each stop, with its gold cost and the cubes it would hit.
param-build-building = Which building?
param-build-card = Pay how?
param-build_row-row = Which row do you set aside to build?
param-build_row-building = Which building?
param-build_row-card = Pay how?
param-play-card = Which card?
param-play-direction = Which way?
param-play-amount = How many?
param-play-shop = Which shop gets the cube? (outlined on the image)
param-place_cube-shop = Which shop gets the next cube? (outlined on the image)
param-send_first-shop = Which cube goes to the caravan first?
param-pay_camel-shop = Which cube?
param-send_cube-shop = Which cube?

## Game things in words
count-camels = { $n ->
        [one] { $n } camel
       *[other] { $n } camels
    }
count-gold = { $n } gold
count-vp = { $n } VP
count-cubes = { $n ->
        [one] { $n } cube
       *[other] { $n } cubes
    }
count-dice = { $n ->
        [one] { $n } die
       *[other] { $n } dice
    }
count-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
count-squares = { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }
quarter-BAG = Bag
quarter-BARREL = Barrel
quarter-CHEST = Chest
quarter-VASE = Vase
souk-name = { $quarter } { $vp }
shop-street = { $souk } · shop { $n } · by { $squares }
shop-inside = { $souk } · shop { $n }
shop-owned = { $shop } ({ $name })
row-quarter = Row { $n } · { $quarter }
row-camels = Row { $n } · camels
row-gold = Row { $n } · gold
row-for-action = { $row }: { $dice } → { $gain }
row-for-supervisor = { $row }: dice showing { $face } → { $squares } or more
row-for-supervisor-published = { $row }: dice showing { $face } → { $squares }, ±1 per gold
row-plain = { $row } · { $dice } showing { $face }
cost-and = { $a } + { $b }
cost-free = free
square-centre = C (centre)
square-hits = hits { $shops }
hit-shop = { $souk } ({ $name })
square-hits-nothing = no cube there
boost-none = No card
boost-card = Discard { $card } for +1 die
build-card-none = Pay camels and gold
build-card-card_h = Card h: pay no camels
build-card-card_i = Card i: pay no gold
building-label = { $building } · { $cost }
direction-camels_to_gold = Camels → gold
direction-gold_to_camels = Gold → camels
card-card_a = a · 3 camels
card-card_b = b · 3 gold
card-card_c = c · cube to the caravan
card-card_d = d · cube to a shop
card-card_e = e · camels ←→ gold
card-card_f = f · gold → VP
card-card_g = g · camels → VP
card-card_h = h · build without camels
card-card_i = i · build without gold
effect-card_a = take 3 camels
effect-card_b = take 3 gold
effect-card_c = put a cube from your supply into the caravan
effect-card_d = put a cube into an empty shop of any quarter
effect-card_e = swap camels and gold 1:1, one way, as many as you like
effect-card_f = pay up to 10 gold for 1 VP each
effect-card_g = pay up to 4 camels for 2 VP each
effect-card_h = when building: pay the gold only
effect-card_i = when building: pay the camels only
building-building1 = Building 1 (+1 camel on the camel row)
building-building2 = Building 2 (+2 gold on the gold row)
building-building3 = Building 3 (Supervisor: 3 extra squares free)
building-building3-published = Building 3 (Supervisor: 3 squares more or fewer free)
building-building4 = Building 4 (a card when your cube joins the caravan)
building-building4-published = Building 4 (a card when your cube joins the caravan, not by card c)
building-building5 = Building 5 (+2 VP per filled souk)
building-building6 = Building 6 (+1 cube on a quarter row)

## The board: headline and whom it waits for
headline = Week { $week } · Day { $day } ({ $number }/{ $days })
headline-published = Week { $week } · Day { $day } ({ $number }/{ $days }) · published rules
headline-over = Game over
waiting-roll = buy yellow dice if you like ({ $price } gold each), then roll: **Roll the dice**.
waiting-no-row = no row is left for you: **Draw a card**.
waiting-act = pick a row: **Use a row**, **Take a card** or **Move the Supervisor**.
waiting-act-two = pick a row: **Use a row**, **Take a card**, **Move the Supervisor** or **Build**.
waiting-place = place { $cubes } in the { $quarter } quarter: **Place a cube**.
waiting-order = the Supervisor hit two players' cubes: choose which goes to the caravan first.
waiting-camel = keep your cube for 1 camel or send it to the caravan (🔒 secret until everyone has answered).
waiting-after-build = build, play cards, or **End turn**.
waiting-after = play cards or **End turn**.

## Moves in words (/play, confirmations)
move-buy-yellow = Buy a yellow die for { $price }
move-take-action = { $row }: take { $gain }
move-boost = (+1 die: card { $card })
move-take-card = { $row }: take a card
move-supervisor = { $row }: Supervisor to { $square }
move-build = Build { $building } for { $cost }
move-with-card = with card { $card }
move-build-row = { $row }: { $build }
move-play = Play card { $card }
move-play-exchange = Play card { $card }: { $give } → { $get }
move-play-for-vp = Play card { $card }: { $give } → { $vp }
move-play-shop = Play card { $card }: a cube into { $shop }
move-place-cube = A cube into { $shop }
move-send-first = First to the caravan: { $shop }
move-pay-camel = Pay 1 camel and keep the cube in { $shop }
move-send-cube = Send the cube in { $shop } to the caravan

## Rule errors
rule-malformed_action = That is not a Yspahan move.
rule-unknown_action = Unknown move.
rule-missing_fields = That move is missing: { $fields }.
rule-unexpected_fields = That move has unexpected fields: { $fields }.
rule-not_in_game = You are not playing in this game.
rule-game_over = The game is over.
rule-resigned = You have resigned from this game.
rule-not_your_turn = It is not your turn.
rule-wrong_step = Not now: { $step ->
        [roll] the day's dice have not been rolled yet.
        [act] first choose a row (or take a card).
        [place] first place your cubes.
        [order] first the Supervisor's cubes must be ordered.
        [camel] first the cube owners must answer (keep for a camel or send).
       *[after] your row is used; you may build, play cards or end your turn.
    }
rule-already_rolled = The dice are already rolled today.
rule-yellow_limit = At most { $max } yellow dice a day.
rule-not_enough_gold = Not enough gold: you need { $need } and have { $have }.
rule-not_enough_camels = Not enough camels: you need { $need } and have { $have }.
rule-bad_row = There is no such row on the tower.
rule-row_taken = That row has already been used today: { $row }.
rule-row_empty = That row holds no dice today: { $row }.
rule-row_yellow_only = Only the start player may use a row of yellow dice only: { $row }.
rule-rows_left = You still have a row to choose: a card without a row only when none is left.
rule-already_used = You have already used a row this turn.
rule-use_first = Choose a row first (or take a card).
rule-bad_card = There is no such card.
rule-no_such_card = You do not hold card { $card }.
rule-card_only_when_building = Card { $card } is played only while building.
rule-bad_square = There is no such square on the street.
rule-square_unreachable = The Supervisor cannot reach { $to } with those dice.
rule-bad_shop = There is no such shop, or your cube cannot go there.
rule-shop_taken = That shop is already taken: { $shop }.
rule-souk_closed = Souk { $souk } holds another player's cube: it is closed to you.
rule-finish_your_souk = Finish your souk first: { $souks }.
rule-shop_not_in_quarter = That shop is not in the { $quarter } quarter: { $shop }.
rule-no_decision = Nothing is asked of you about the caravan now.
rule-not_your_cube = That is not the cube you are asked about ({ $shop }).
rule-bad_building = There is no such building.
rule-already_built = You already own { $building }.
rule-one_building_per_turn = One building per turn.
rule-build_with_row = With two players, building takes a row: choose **Build** while you pick your row.
rule-build_after_action = Build after your row's action, not with a row.
rule-bad_direction = Choose camels → gold or gold → camels.
rule-bad_amount = Choose an amount from 1 to { $max }.
rule-nothing_to_exchange = You have nothing to exchange that way.
rule-bad_option = Unknown option { $name }: { $value }.
rule-player_count = Yspahan needs { $min } to { $max } players.

## The private hand (/table hand)
hand-cards = 🃏 **Your cards** ({ $n }): { $cards }
hand-card = **{ $card }** ×{ $n } — { $effect }
hand-no-cards = 🃏 **Your cards:** none
hand-stock = 🐪 { $camels } · 💰 { $gold } · ⭐ { $vp }
hand-buildings = 🏛️ **Your buildings:** { $buildings }
hand-no-buildings = 🏛️ **Your buildings:** none yet
hand-next-building = Your next building scores { $vp }.
hand-choice-keep = 🔒 You keep your cube in { $shop } for 1 camel.
hand-choice-send = 🔒 You send your cube in { $shop } to the caravan.
hand-rows = **Rows you may use:** { $rows }

## The log
log-day = ☀️ **Week { $week }, day { $day }** ({ $number }/21): { $name } is the start player. Order: { $order }.
log-yellow-bought = { $name } buys a yellow die (yellow dice today: { $count }).
log-rolled = 🎲 { $name } rolls { $white }.
log-rolled-yellow = 🎲 { $name } rolls { $white } and yellow { $yellow }.
log-row-action = { $name } takes { $row } ({ $dice }).
log-row-card = { $name } sets aside { $row } and takes a card.
log-row-supervisor = { $name } takes { $row } (dice showing { $face }) to move the Supervisor.
log-row-build = { $name } sets aside { $row } to build.
log-boost = +1 die for card { $card }.
log-yellow-removed = The yellow dice leave the tower.
log-yellow-removed-row = The yellow dice leave the tower: { $row }.
log-gained = { $name } takes { $what }.
log-cube-placed = { $name } puts a cube in { $shop }.
log-cube-placed-auto = { $name } puts a cube in { $shop } (the only way).
log-cubes-lost = { $name } loses { $cubes }: no shop is open to them.
log-card-drawn-row = { $name } draws a card ({ $left } left in the deck).
log-card-drawn-no_row = { $name } has no row left and draws a card ({ $left } left in the deck).
log-card-drawn-building4 = { $name } draws a card for building 4 ({ $left } left in the deck).
log-you-drew = You drew **{ $card }**: { $effect }.
log-no-card = { $name } draws nothing: the deck and the discards are empty.
log-reshuffled = The discards are shuffled into a new deck ({ $cards }).
log-supervisor = 🚶 The Supervisor goes from { $start } to { $to } ({ $squares }).
log-supervisor-paid = 🚶 The Supervisor goes from { $start } to { $to } ({ $squares }; { $name } pays { $gold }).
log-caravan-order = { $name } sends the cube in { $shop } to the caravan first.
log-camel-choices = { $count ->
        [one] { $names } may pay 1 camel to keep the cube in the shop.
       *[other] { $names } may each pay 1 camel to keep their cube in the shop.
    }
log-cube-decided = { $name } has answered.
log-your-choice-keep = You keep your cube in { $shop } for 1 camel.
log-your-choice-send = You send your cube in { $shop } to the caravan.
log-camel-paid = { $name } pays 1 camel: the cube in { $shop } stays.
log-caravan-supervisor = 🐫 { $name }'s cube from { $shop } joins the caravan (space { $space }, section { $section }): +{ $vp }.
log-caravan-camel = 🐫 A cube from { $name }'s supply joins the caravan (space { $space }, section { $section }): +{ $vp }.
log-caravan-card = 🐫 { $name } puts a cube into the caravan (space { $space }, section { $section }): +{ $vp }.
score-entry = { $name } +{ $vp }
score-nobody = nobody scores
log-caravan-full = 🐫 The caravan is full and scores: { $scores }.
log-caravan-week = 🐫 The caravan scores at the end of the week: { $scores }.
log-caravan-emptied = The caravan's cubes go home; it starts again empty.
log-built = 🏛️ { $name } builds { $building } for { $cost }: +{ $vp }.
log-built-card = (card { $card })
log-played-gain = 🃏 { $name } plays card { $card }: +{ $what }.
log-played-exchange = 🃏 { $name } plays card { $card }: { $give } → { $get }.
log-played-vp = 🃏 { $name } plays card { $card }: { $give } → { $vp }.
log-played-shop = 🃏 { $name } plays card { $card }: a cube into { $shop }.
log-played = 🃏 { $name } plays card { $card }.
log-turn = { $name }'s turn.
log-day-ended = Day { $day } of week { $week } is over.
score-souk = { $souk }: { $name } +{ $vp }
log-week = 🏆 **End of week { $week }.** Filled souks: { $souks }. Totals: { $scores }.
log-week-no-souks = 🏆 **End of week { $week }.** No souk is filled.
log-week-reset = The souks empty and the Supervisor returns to the centre.
log-resigned = { $name } resigns.
log-over-nobody = The game is over.
log-over = { $count ->
        [one] 🏁 The game is over: { $names } wins with { $vp }!
       *[other] 🏁 The game is over: { $names } share the win with { $vp }!
    }
log-over-resignation = { $count ->
        [one] 🏁 Everyone else resigned: { $names } wins with { $vp }.
       *[other] 🏁 Everyone else resigned: { $names } share the win with { $vp }.
    }

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
optname-ruleset = ruleset

## Words on the board image (render/yspahan.py)

img-player = Player { $n }
img-caravan = Caravan
img-quarter-BAG = Bag
img-quarter-BARREL = Barrel
img-quarter-CHEST = Chest
img-quarter-VASE = Vase
img-row-camels = Camels
img-row-gold = Gold
img-tower = Dice tower
img-players = Merchants
img-week-day = Week { $week } · Day { $day }
img-over = Game over
img-deck = Deck { $deck } · discards { $discard }
img-to-place = { $n } to place
img-won = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
img-winner = winner
img-rank = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
img-resigned = resigned
img-hand-title = Your cards ({ $count })
img-no-cards = No cards in hand.
img-hand-note = Any card can also be discarded as +1 die (once a turn).
img-buildings = Your buildings
img-buildings-next = Your buildings · the next one scores { $vp } VP
img-built = built
img-card-a = 3 camels
img-card-a-effect = Take 3 camels.
img-card-b = 3 gold
img-card-b-effect = Take 3 gold.
img-card-c = Cube to the caravan
img-card-c-effect = Put a cube from your supply into the caravan and score its entry VP.
img-card-d = Cube to a shop
img-card-d-effect = Put a cube from your supply into an empty shop of any quarter (not in a souk another player has started; finish your own first).
img-card-e = Exchange
img-card-e-effect = Swap camels for gold or gold for camels, 1 for 1, one way, as many as you like.
img-card-f = Gold for VP
img-card-f-effect = Pay up to 10 gold: 1 VP each.
img-card-g = Camels for VP
img-card-g-effect = Pay up to 4 camels: 2 VP each.
img-card-h = Build without camels
img-card-h-effect = Play it as you build: pay only the building's gold. Not with card i.
img-card-i = Build without gold
img-card-i-effect = Play it as you build: pay only the building's camels. Not with card h.
img-building-1 = +1 camel whenever you take the camel action.
img-building-2 = +2 gold whenever you take the gold action.
img-building-3 = Supervisor: up to 3 extra squares for free.
img-building-3-published = Supervisor: up to 3 squares more or fewer for free.
img-building-4 = Draw a card whenever one of your cubes enters the caravan.
img-building-4-published = Draw a card whenever one of your cubes enters the caravan (not with card c).
img-building-5 = +2 VP for each souk you complete, at every week's scoring.
img-building-6 = +1 cube whenever you take a quarter's action.
