title = Catan
description = Catan: settle the island, trade and build
new-help = Open a Catan lobby in this channel
rules =
    {"*"}*Catan** — first to **10 victory points** on their own turn wins.
    {"*"}*Set-up:** in turn order place a settlement and a road; then in reverse order a second pair (it gives 1 card per adjacent terrain). No settlement next to another one.
    {"*"}*Turn:** play at most one development card (also before rolling) → roll → trade and build → end.
    • Dice total: every hex with that number (without the robber) pays 1 card per settlement, 2 per city. If the bank can't pay everyone a resource, nobody gets it (unless only one player is owed).
    • **7:** everyone with more than 7 cards discards half; move the robber and steal 1 random card from a player next to it.
    {"*"}*Costs:** road = brick+lumber · settlement = brick+lumber+wool+grain (1 VP) · city = 3 ore+2 grain (2 VP) · development card = ore+wool+grain.
    {"*"}*Trade:** with the bank 4:1, or 3:1 / 2:1 at your harbours; with other players (only the player whose turn it is, no gifts).
    {"*"}*Development cards:** Knight (move the robber), Road Building (2 free roads), Year of Plenty (2 cards from the bank), Monopoly (take all of one resource), Victory Point (secret, 1 VP). Not in the turn you bought them.
    {"*"}*Longest Road** (≥ 5 roads in a row) and **Largest Army** (≥ 3 knights): 2 VP each.
    Labels: hexes A–S, intersections 1–54, paths like 12-13.
    {"*"}*Traders & Barbarians** (option variant): 13 VP; no desert, robber or Longest Road; 2 and 12 are re-rolled; the 2nd set-up piece is a city; 5 gold each. After building, move your wagon (a step: 2 MP; on a road 1, plus 1 gold to its owner; +2 past a barbarian) to a plaza P1–P3: pick up a good, deliver it for 1 VP + gold. A 7 or a Knight moves a barbarian. 2 gold buy 1 resource (twice a turn).
hand = My hand
option-numbers = Numbers
option-numbers-help = Number tokens: the official spiral, or shuffled with no 6/8 side by side
option-numbers-spiral = Spiral
option-numbers-random = Random (balanced)
option-board = Board
option-board-help = Terrain: shuffled, or the fixed beginner layout
option-board-random = Random
option-board-beginner = Beginner
option-layout = Layout
option-layout-help = Layout number: deals that same board again (dice and cards stay secret)
group-build = Build
group-roll = Roll
group-trade = Trade
group-play = Play card
group-move_robber = Move robber
group-steal = Steal from
group-discard = Discard
group-offer = The offer
group-accept_trade = Accept
group-decline_trade = Decline
group-counter_trade = Counter
group-confirm_trade = Confirm trade
group-cancel_trade = Cancel offer
group-end_turn = End turn
group-place-settlement = Place settlement
group-place-road = Place road
group-free-road = Place free road
action-build_road = Road
action-build_settlement = Settlement
action-build_city = City
action-buy_dev = Development card
action-roll = Roll the dice
action-maritime_trade = Bank trade
action-offer_trade = Offer a trade
action-accept_trade = Accept the offer
action-decline_trade = Decline the offer
action-counter_trade = Counter-offer
action-confirm_trade = Confirm the trade
action-cancel_trade = Cancel your offer
action-play_knight = Knight
action-play_road_building = Road Building
action-play_year_of_plenty = Year of Plenty
action-play_monopoly = Monopoly
action-move_robber = Move the robber
action-steal = Steal
action-discard = Discard
action-end_turn = End turn
action-resign = Resign
param-build_road-edge = Where? (1 brick and 1 lumber) — the legal paths are labelled on the image
param-build_settlement-node = Where? (1 brick, 1 lumber, 1 wool and 1 grain) — the legal spots are numbered
param-build_city-node = Which settlement? (2 grain and 3 ore)
param-maritime_trade-give = Give which resource (at your best rate)?
param-maritime_trade-get = For which resource?
param-offer_trade-to = Offer to whom?
param-offer_trade-give = You give
param-offer_trade-get = You ask for
param-counter_trade-give = You give
param-counter_trade-get = You ask for
param-confirm_trade-with = Trade with whom?
param-play_year_of_plenty-resources = Which two resources from the bank?
param-play_monopoly-resource = Take all of which resource?
param-move_robber-hex = Which hex? (each option names who has a building there)
param-steal-victim = Steal from whom? You take one random card.
param-discard-cards = Discard { $count } cards
confirm-resign = Resign from this Catan game for good? Your cards go back to the bank.
shortcut-trade-help = Trade with the bank or at a harbour, or offer cards to the other players
shortcut-trade-move-help = A bank trade or an offer to a player: start typing, your trades are suggested
shortcut-counter_trade-help = Answer the offer on the table with an offer of your own
shortcut-discard-help = After a 7, give up half your cards: name the ones you discard
shortcut-discard-cards-help = The cards to discard, e.g. 2 brick, 1 ore
shortcut-trade-give-help = What you give, e.g. 1 wool
shortcut-trade-get-help = What you ask for, e.g. 1 ore
shortcut-counter_trade-give-help = What you give, e.g. 1 wool
shortcut-counter_trade-get-help = What you ask for, e.g. 1 ore
everyone = Everyone
item-brick = brick
item-lumber = lumber
item-wool = wool
item-grain = grain
item-ore = ore
rule-not_in_game = You are not playing in this game.
rule-player_count = Catan needs { $min } to { $max } players.
rule-bad_option = Unknown option { $name }={ $value }.
rule-malformed_action = That is not a valid move.
rule-unknown_action = Unknown move “{ $kind }”.
rule-template = Fill in the details of that move first.
rule-game_over = The game is over.
rule-resigned = You have resigned from this game.
rule-not_your_turn = It is not your turn.
rule-wrong_phase = { $phase ->
        [setup] Place your set-up settlement and road.
        [discard] Waiting for players to discard half of their cards.
        [robber] Move the robber first.
        [barbarian] Move a barbarian first.
        [drive_off] Move the barbarian you drove off, or leave it, first.
        [steal] Choose whom to steal from first.
        [road_building] Place your free roads first.
        [trade] A trade offer is open: confirm or cancel it first.
        [over] The game is over.
        [before_roll] Roll the dice first.
       *[other] You can't do that now.
    }
rule-roll_first = Roll the dice first.
rule-cards_missing = Say which cards, e.g. 1 ore.
rule-unknown_resource = Unknown resource “{ $name }”: use brick, lumber, wool, grain or ore.
rule-bad_count = The number of { $name } cards must be a whole number of 0 or more.
rule-choose_resource = Choose a resource: brick, lumber, wool, grain or ore.
rule-bad_place = Choose a valid { $what }.
rule-road_first = Place a road next to your new settlement first.
rule-too_close = Too close: settlements need at least two paths between them.
rule-no_settlements_left = You have no settlements left (build a city to get one back).
rule-cannot_afford = { $piece ->
        [road] A road costs 1 brick and 1 lumber.
        [settlement] A settlement costs 1 brick, 1 lumber, 1 wool and 1 grain.
        [city] A city costs 2 grain and 3 ore.
        [dev] A development card costs 1 wool, 1 grain and 1 ore.
        [baggage] An upgrade of the baggage train costs 1 lumber, 1 wool and 1 ore (2 lumber for levels 4 and 5).
       *[other] You can't afford that.
    }
rule-spot_taken = You can't build there: the spot or a neighbouring one is taken.
rule-settlement_needs_road = A settlement must touch one of your roads.
rule-settlement_first = Place a settlement first.
rule-road_off_settlement = The road must touch the settlement you just placed.
rule-road_unconnected = A road must connect to your own road, settlement or city.
rule-road_not_connected = A road must connect to your own road, settlement or city (not through another player's building).
rule-no_roads_left = You have no roads left.
rule-road_taken = There is already a road there.
rule-not_adjacent = Those intersections are not next to each other.
rule-city_needs_settlement = A city replaces one of your own settlements.
rule-no_cities_left = You have no cities left.
rule-already_rolled = You have already rolled this turn.
rule-no_discard = You don't have to discard now.
rule-discard_exactly = Discard exactly { $owed ->
        [one] { $owed } card
       *[other] { $owed } cards
    } (half of your hand, rounded down), e.g. { $example }.
rule-not_enough = You only have { $have } { $resource }.
rule-same_hex = Move the robber to a different hex.
rule-bad_victim = Choose a player with a building on the robber's hex.
rule-deck_empty = The development deck is empty.
rule-dev_already_played = You have already played a development card this turn.
rule-no_such_card = You have no { $card ->
        [knight] Knight
        [road_building] Road Building
        [year_of_plenty] Year of Plenty
        [monopoly] Monopoly
        [swift_journey] Swift Journey
        [victory_point] Victory Point
       *[other] { $card }
    } card.
rule-card_just_bought = You can't play a { $card ->
        [knight] Knight
        [road_building] Road Building
        [year_of_plenty] Year of Plenty
        [monopoly] Monopoly
        [swift_journey] Swift Journey
        [victory_point] Victory Point
       *[other] { $card }
    } in the turn you bought it.
rule-no_road_spot = You have no road you could place.
rule-two_resources = Choose exactly 2 resources.
rule-bank_short = The bank has only { $have } { $resource }.
rule-same_resource = Trade for a different resource.
rule-rate = You need { $rate } { $resource } to trade with the bank.
rule-bank_empty = The bank has no { $resource } left.
rule-no_gifts = Both sides must give at least one card (no gifts).
rule-same_both_sides = You can't trade { $resource } for { $resource }.
rule-bad_target = Offer the trade to everyone or to one other player.
rule-no_offer_for_you = There is no trade offer waiting for your answer.
rule-cards_asked_missing = You don't have the cards asked for.
rule-no_open_offer = You have no open trade offer.
rule-bad_partner = Confirm with a player who accepted or countered your offer.
rule-you_lack_cards = You don't have the cards this deal asks of you.
rule-they_lack_cards = They no longer have the cards for this trade.

## Game things, the board line, moves in words, the hand and the log (ui.py)
cards-none = nothing
no-one = nobody
count-brick = { $n } brick
count-lumber = { $n } lumber
count-wool = { $n } wool
count-grain = { $n } grain
count-ore = { $n } ore
card-knight = Knight
card-road_building = Road Building
card-year_of_plenty = Year of Plenty
card-monopoly = Monopoly
card-victory_point = Victory Point
terrain-desert = desert
headline-over = Finished
headline-setup = Set-up round { $round } · { $piece ->
        [road] road
        [city] city
       *[settlement] settlement
    }
headline-before-roll = Turn { $turn } · before the roll
headline-after-roll = Turn { $turn } · after the roll ({ $total })
headline-phase = Turn { $turn } · { $phase ->
        [discard] a 7 — discarding
        [robber] moving the robber
        [barbarian] moving a barbarian
        [drive_off] a barbarian driven off
        [steal] choosing whom to rob
        [road_building] Road Building ({ $roads ->
            [one] { $roads } free road
           *[other] { $roads } free roads
        } left)
        [trade] trade offer open
       *[other] { $phase }
    }
waiting-setup-settlement = place a settlement with **Place settlement** (the free spots are numbered on the board).
waiting-setup-road = place a road next to it with **Place road** (its paths are labelled on the board).
waiting-roll = roll the dice with **Roll** (you may play a development card first).
waiting-main = build, trade or play a card — then **End turn**.
waiting-discard-seat = { $name }: { $n }
waiting-discard = a 7! With more than 7 cards you discard half: press **Discard** ({ $owed }). Then the robber moves.
waiting-discard-plain = a 7! With more than 7 cards you discard half: press **Discard** (each player's panel on the board shows how many). Then the robber moves.
waiting-robber = move the robber with **Move robber** (the hexes are lettered on the board).
waiting-steal = choose whom to rob with **Steal from**.
waiting-road_building = place your free road with **Place free road** (the paths are labelled on the board).
waiting-trade-answers = an offer of **{ $give }** for **{ $get }**: **Accept**, **Decline** or **Counter**.
waiting-trade-confirm = an offer of **{ $give }** for **{ $get }** has its answers: **Confirm trade** with a partner or **Cancel offer**.
waiting-other = your move.
victim = { $name } ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
partner = { $name }: you give { $give }, get { $get }
move-road = Build a road on { $spot }
move-settlement = Build a settlement at { $spot }
move-city = Build a city at { $spot }
move-buy-dev = Buy a development card
move-bank-trade = Bank trade: { $give } for { $get }
move-offer = Offer { $give } for { $get } to { $to }
move-offer-to = Offer a trade to { $to }
move-counter = Counter: give { $give } for { $get }
move-confirm = Confirm the trade with { $name }
move-plenty = Play Year of Plenty: { $resources }
move-monopoly = Play Monopoly on { $resource }
move-play = Play { $card }
move-robber = Move the robber to { $spot }
move-steal = Steal from { $name }
move-discard = Discard { $cards }
hand-cards = **Your hand** ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }): { $cards }
hand-dev = { $emoji } { $card } ×{ $n }
hand-dev-new = { $emoji } { $card } ×{ $n } ({ $new } bought this turn)
hand-devs = **Development cards:** { $cards }
hand-no-devs = **Development cards:** none
hand-rates = **Bank trades:** 4:1
hand-rates-special = **Bank trades:** 4:1; { $special }
hand-rates-harbour = **Bank trades:** 3:1 (harbour)
hand-rates-harbour-special = **Bank trades:** 3:1 (harbour); { $special }
hand-build-road = road
hand-build-settlement = settlement
hand-build-city = city
hand-build-dev = development card
hand-can-build = **You can build now:** { $pieces }
hand-points = **Your points:** { $total } (public { $public })
hand-must-discard = ⚠️ You must discard { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: press **Discard** on the board.
hand-recently = **Recently:** { $notes }
note-you-stole = You stole 1 { $resource } from { $name }.
note-stolen-from-you = { $name } stole 1 { $resource } from you.
note-you-drew = You drew { $emoji } **{ $card }**.
note-you-discarded = You discarded { $cards }.
log-placed = { $name } placed a { $piece ->
        [road] road on
        [city] city at
       *[settlement] settlement at
    } { $spot }.
log-built = { $name } built a { $piece ->
        [road] road on
        [city] city at
       *[settlement] settlement at
    } { $spot }.
log-built-free = { $name } built a { $piece ->
        [road] road on
        [city] city at
       *[settlement] settlement at
    } { $spot } (free).
log-starting = { $name } took starting cards: { $cards }.
log-rolled = 🎲 { $name } rolled { $a } + { $b } = **{ $total }**.
log-produced = Production: { $gains }.
log-shortage = Bank short of { $resources }.
log-must-discard = Must discard: { $owed }.
log-discarded = { $name } discarded { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
log-robber = { $name } moved the robber to { $spot }.
log-stole = { $name } stole a card from { $victim }.
log-nothing-to-steal = { $name } had nobody to steal from.
log-bought-dev = { $name } bought a development card.
log-played-plenty = { $name } played Year of Plenty: { $resources }.
log-played-monopoly = { $name } played Monopoly on { $resource } and took { $n }.
log-played = { $name } played { $card }.
log-bank-trade = { $name } traded { $give } with the bank for { $get }.
log-offer = { $name } offers **{ $give }** for **{ $get }** to { $to }.
log-counter = { $name } counters: gives { $give } for { $get }.
log-accepts = { $name } accepts the offer.
log-declines = { $name } declines the offer.
log-traded = { $name } traded { $give } to { $partner } for { $get }.
log-offer-closed = { $name }'s trade offer closed (cancelled).
log-offer-closed-declined = { $name }'s trade offer closed (everyone declined).
log-longest-road-aside = The Longest Road card is set aside.
log-longest-road = { $name } now holds the Longest Road ({ $length }).
log-largest-army-aside = The Largest Army card is set aside.
log-largest-army = { $name } now holds the Largest Army ({ $knights } knights).
log-turn = It is { $name }'s turn.
log-resigned = { $name } resigned.
log-over-nobody = The game is over.
log-over = 🏆 { $name } wins with { $points } victory points!{ $cards ->
        [0] {""}
       *[other] {" "}Victory Point cards revealed: { $cards }.
    }

## Words on the board and hand images (render/catan*.py)
img-res-brick = Brick
img-res-lumber = Lumber
img-res-wool = Wool
img-res-grain = Grain
img-res-ore = Ore
img-res-desert = Desert
img-player = Player { $n }
img-resigned = { $name } (resigned)
img-answer-accept = { $name } ✓ accepts
img-answer-counter = { $name } ← counters
img-answer-decline = { $name } × declines
img-over = Game over
img-turn = Turn { $turn }
img-setup = Set-up
img-nobody = Nobody
img-wins = wins with { $points } VP! Final scores, VP cards revealed
img-phase-setup-settlement = Place a settlement
img-phase-setup-road = Place a road next to the new settlement
img-phase-main = Trade, build or end the turn
img-phase-roll = Roll the dice (or play a Knight)
img-phase-road-building = Road Building: { $n ->
        [one] { $n } free road
       *[other] { $n } free roads
    } to place
img-phase-discard = A 7! Waiting for discards
img-phase-robber = Move the robber to another hex
img-phase-steal = Choose whom to rob
img-phase-trade = Trade offer open
img-phase-over = Game over
img-must-discard = Must discard: { $owing }
img-can-rob = Can rob: { $names }
img-nothing = nothing
img-all = all
img-offer = Offer to { $to }: { $give } for { $get }
img-stat-cards = Cards { $n }
img-stat-dev = Dev { $n }
img-stat-knights = Knights { $n }
img-stat-road = Road { $n }
img-longest-road = Longest Road +2
img-largest-army = Largest Army +2
img-discard = Discard { $n }
img-vp-cards = VP cards { $n }
img-bank = Bank
img-deck = Dev cards left: { $n }
img-card-knight = Move the robber, steal 1
img-card-victory_point = +1 VP, kept hidden
img-card-road_building = Build 2 free roads
img-card-year_of_plenty = Take any 2 resources
img-card-monopoly = Take all of 1 resource
img-someone = someone
img-note-drew = You drew a development card: { $card }
img-note-stole = You stole 1 { $resource } from { $name }
img-note-stolen = { $name } stole 1 { $resource } from you
img-note-discarded = You discarded { $cards }
img-recent = Recent (only you see this)
img-newest-first = newest first
img-your-hand = { $name } — your hand
img-discard-now = Discard { $n } of your { $total } cards now
img-seven-warning = { $n } cards: a 7 makes you discard
img-resource-cards = { $n ->
        [one] { $n } resource card
       *[other] { $n } resource cards
    }
img-vp-total = { $n } VP (hidden cards included)
img-dev-played = You already played a card this turn
img-dev-next-turn = Cards bought this turn can be played from your next turn
img-dev-cards = Development cards
img-bought = { $n } bought this turn
img-bank-trade = Trade with the bank
img-harbours = your harbours: { $ports }
img-no-harbour = no harbour yet: 4 of a kind for 1
img-build-now = Build now?
img-build-road = Road
img-build-settlement = Settlement
img-build-city = City
img-build-dev = Development card
img-yes = Yes
img-no = No
img-rolled = rolled { $total }
img-vp = VP
img-resources = Resources

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
cmdname-trade = trade
cmdname-counter-trade = counter-trade
cmdname-discard = discard
optname-numbers = numbers
optname-board = board
optname-layout = layout
optname-give = give
optname-get = get
optname-cards = cards

## Traders & Barbarians (traders_ui.py): the variant option, wagons, gold, goods, barbarians
option-variant = Variant
option-variant-help = The base game, or the Traders & Barbarians scenario (wagons, gold, barbarians; 13 VP)
option-variant-base = Base game
option-variant-traders-barbarians = Traders & Barbarians
optname-variant = variant
group-wagon = Wagon
group-move_barbarian = Move barbarian
group-keep_barbarian = Leave barbarian
group-skip_steal = Don't steal
action-upgrade_baggage = Upgrade the baggage train
action-buy_with_gold = Buy with gold
action-move_wagon = Move the wagon
action-boost_wagon = Grain boost
action-drive_off = Drive off a barbarian
action-move_barbarian = Move a barbarian
action-keep_barbarian = Leave the barbarian
action-skip_steal = Don't steal
action-play_swift_journey = Swift Journey
param-buy_with_gold-resource = Buy which resource for 2 gold?
param-move_wagon-to = Where to? (each spot shows its cheapest MP cost and tolls)
param-move_wagon-route = Which way? (the ways differ in MP, tolls and who receives them)
param-drive_off-barbarian = Drive off which barbarian?
param-move_barbarian-barbarian = Move which barbarian?
param-move_barbarian-path = To which path? (each option names whose road is there)
item-gold = gold
count-gold = { $n } gold
card-swift_journey = Swift Journey
terrain-castle = castle
terrain-quarry = quarry
terrain-glassworks = glassworks
good-tools = tools
good-sand = sand
good-marble = marble
good-glass = glass
plaza = { $label } { $trade ->
        [castle] castle
        [quarry] quarry
        [glassworks] glassworks
       *[other] { $trade }
    }
wagon-mp = { $mp } MP
wagon-no-toll = no toll
wagon-via = via { $nodes }
wagon-more-ways = { $n ->
        [one] { $n } more way
       *[other] { $n } more ways
    }
wagon-deliver = delivers { $good ->
        [tools] tools
        [sand] sand
        [marble] marble
        [glass] glass
       *[other] { $good }
    }: +{ $gold }, +1 VP
wagon-load = picks up a good
wagon-stop = stops (nothing to deliver here)
path-road = road: { $name }
path-road-steal = road: { $name } (you may steal)
drive-off-faces = 🎲 { $faces }
move-upgrade = Upgrade the baggage train to level { $level } ({ $cost })
move-buy-gold = Buy { $card } for { $gold }
move-wagon = Move the wagon to { $spot }
move-boost = Pay { $grain }: +2 MP
move-drive-off = Drive off the barbarian on { $spot } ({ $faces })
move-barbarian = Move the barbarian from { $origin } to { $spot }
move-keep-barbarian = Leave the barbarian on { $spot }
move-skip-steal = Steal nothing
headline-moving = Turn { $turn } · wagon on the move ({ $mp } MP left)
headline-arrived = Turn { $turn } · the wagon has arrived
waiting-main-traders = build, trade, buy with gold or play a card, then move with **Wagon** — or **End turn**.
waiting-moving = your wagon is on the move ({ $mp } MP left): go on with **Wagon**, or **End turn**.
waiting-arrived = your wagon has ended its move: **End turn** (a card may still be played).
waiting-barbarian = move a barbarian with **Move barbarian** (to a path without one; on someone's road you may steal).
waiting-drive_off = the barbarian is driven off: **Move barbarian** to another path, or **Leave barbarian**.
waiting-steal-traders = the barbarian stands on another player's road: **Steal from** its owner, or **Don't steal**.
hand-gold = **Gold:** 🪙 { $n }
hand-gold-bought = bought with gold this turn: { $used }/2
hand-baggage = **Baggage train:** level { $level } · { $mp } MP · { $gold } per delivery · { $drive }
hand-drive-off = drives off barbarians on 🎲 { $faces }
hand-no-drive-off = cannot drive off barbarians yet (level 2)
hand-next-level = **Next level:** { $cost }
hand-top-level = **Next level:** none, this is the top (1 VP)
hand-wagon-empty = **Wagon:** 🐴 at { $spot }, empty (any plaza gives a good)
hand-wagon-carrying = **Wagon:** 🐴 at { $spot }, carrying { $good ->
        [tools] tools
        [sand] sand
        [marble] marble
        [glass] glass
       *[other] { $good }
    } → { $plaza }
hand-delivered = **Goods delivered:** { $n } (1 VP each)
hand-moving = **Movement:** { $mp } MP left · grain boost { $boost ->
        [yes] used
       *[no] still possible
    }
log-rerolled = 🎲 { $name } rolled { $a } + { $b } = { $total }: rolled again.
log-barbarian-moved = 🪓 { $name } moved a barbarian from { $origin } to { $spot }.
log-barbarian-kept = { $name } left the barbarian on { $spot }.
log-drive-off = 🎲 { $name } rolled { $die } against the barbarian on { $spot }: { $success ->
        [yes] driven off!
       *[no] it stays.
    }
log-wagon-moved = 🐴 { $name } moved the wagon to { $spot } ({ $cost }; { $left } MP left).
log-boosted = { $name } paid 1 grain for +2 MP ({ $left } MP left).
log-picked-up = { $name } picked up { $good ->
        [tools] tools
        [sand] sand
        [marble] marble
        [glass] glass
       *[other] { $good }
    } at the { $trade ->
        [castle] castle
        [quarry] quarry
        [glassworks] glassworks
       *[other] { $trade }
    }.
log-delivered = 📦 { $name } delivered { $good ->
        [tools] tools
        [sand] sand
        [marble] marble
        [glass] glass
       *[other] { $good }
    } to the { $trade ->
        [castle] castle
        [quarry] quarry
        [glassworks] glassworks
       *[other] { $trade }
    }: +{ $gold } and 1 VP.
log-stack-empty = The { $trade ->
        [castle] castle
        [quarry] quarry
        [glassworks] glassworks
       *[other] { $trade }
    } has no goods left.
log-upgraded = { $name } upgraded the baggage train to level { $level }.
log-upgraded-vp = { $name } upgraded the baggage train to level { $level } (+1 VP).
log-bought-with-gold = { $name } bought { $card } for { $gold }.
log-swift-journey = { $name } played Swift Journey: a new move with { $left } MP.
rule-no_gold_here = There is no gold in this game (only in Traders & Barbarians).
rule-not_enough_gold = You need { $need } gold for that.
rule-gold_purchases_used = You have used this turn's { $limit } purchases with gold.
rule-after_movement = Your wagon has moved: no more trading, building or buying this turn.
rule-baggage_max = Your baggage train is already at the top level.
rule-not_reachable = Your wagon can't reach that spot now.
rule-bad_route = That way is not one of the ways offered.
rule-toll_unpaid = You have no gold left for the toll on { $player_name }'s road.
rule-boost_used = You have already used the grain boost this turn.
rule-no_grain = The grain boost costs 1 grain, and you have none.
rule-drive_off_level = Driving off barbarians needs baggage train level 2 or more.
rule-drive_off_tried = You have already tried to drive off that barbarian this turn.
rule-not_at_barbarian = Your wagon must stand at an end of that barbarian's path.
rule-movement_over = Your wagon's move is over for this turn.
rule-no_barbarian = There is no barbarian on that path.
rule-barbarian_there = A barbarian already stands on that path.
rule-same_path = Move the barbarian to a different path.
rule-sea_path = The trade hexes' sea paths take no road, wagon or barbarian.
rule-journey_needs_step = Play Swift Journey once your wagon has taken a step this turn.
rule-barbarian_on_path = You can't build a road where a barbarian stands.
group-place-city = Place city
waiting-setup-city = place your city with **Place city** (the free spots are numbered on the board); your wagon starts there.
waiting-setup-city-road = place a road next to your city with **Place road** (its paths are labelled on the board).
rule-place_city = Your second set-up piece is a city.
rule-drive_off_only = Only the barbarian you drove off ({ $barbarian }) may move now.
log-steal-skipped = { $name } stole nothing.
done-upgrade_baggage = Baggage train upgraded.
img-phase-barbarian = Move a barbarian to another path
img-phase-drive_off = Barbarian driven off: move it or leave it
img-tb-moving = Moving the wagon: { $mp } MP left
img-tb-reach-legend = = movement points · gold for tolls
img-card-tb-knight = Move a barbarian, steal 1
img-card-swift_journey = Move your wagon a 2nd time

## A board button with nothing in it for you: the private answer (buttons.py)
empty-other = There is nothing for you under this button right now.
empty-trade = { $gold ->
        [yes] You have no cards or gold to trade.
       *[no] You have no cards to trade.
    }
empty-build = 🔨 There is nothing you can build right now.
empty-build-blocked = You have the cards for { $piece ->
        [road] a road, but { $why ->
            [pieces] you have no roads left
           *[spot] no free path touches your roads
        }
        [settlement] a settlement, but { $why ->
            [pieces] you have no settlements left (a city gives one back)
           *[spot] there is no free spot by your roads (two paths away from every building)
        }
        [city] a city, but { $why ->
            [pieces] you have no cities left
           *[spot] you have no settlement left to upgrade
        }
       *[dev] a development card, but the deck is empty
    }.
empty-your-hand = **Your hand:** { $cards }
empty-costs = **Costs:** { $costs }
empty-cost = { $piece ->
        [road] road
        [settlement] settlement
        [city] city
        [dev] development card
       *[baggage] baggage train level { $level }
    } = { $cost }
empty-build-trade = { $gold ->
        [yes] Under **Trade** you can swap cards for what you lack — with the bank, with other players, or 2 gold for a resource.
       *[no] Under **Trade** you can swap cards for what you lack — with the bank or with other players.
    }
empty-play = 🃏 None of your cards can be played right now:
empty-play-card = • { $card }: { $why ->
        [points] never played — it counts by itself
        [new] bought this turn, playable from your next turn
        [road] there is no free path for a road
        [journey] play it once your wagon has taken a step this turn
       *[bank] the bank has too few cards for it
    }
empty-play-none = You have no development cards to play.
empty-wagon = 🐴 Your wagon can't go anywhere from here right now ({ $mp } MP left, { $gold }).
empty-accept = You can't accept: { $name } asks for { $get }, and you have { $hand }. { $counter ->
        [yes] You can **Decline**, or make a **Counter** offer.
       *[no] You can **Decline** the offer.
    }
empty-counter = { $gold ->
        [yes] You have no cards or gold to offer in return: **Decline** the offer.
       *[no] You have no cards to offer in return: **Decline** the offer.
    }
empty-proposer = Only { $name }, who made the offer, can confirm or withdraw it.
empty-confirm = There is no deal you can confirm: nobody accepted, and no counter-offer asks only for cards you have. **Cancel offer** closes it.
