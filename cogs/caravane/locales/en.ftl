title = Caravane
description = Caravane: race your camel to Kublai Khan's palaces
new-help = Open a Caravane lobby in this channel
rules =
    {"*"}*Caravane** — race your camel across three stages (15, 25, 19 squares) to the palaces of Kublai Khan.
    • You have 60 water gourds: tier I (15) for stage 1, II (25) for stage 2, III (20) for stage 3. Leftovers are lost when a stage ends.
    • Each round every travelling player secretly bids gourds from the current tier. A placed bid is final. Bids are revealed together and spent.
    • Rank the bids (ties share a rank, 4-2-2-2-0 → 1-2-2-2-5). With A players still travelling, rank r moves A − r + 1 squares. Moves stop at the palace.
    • Ending on a special square: +2 or −2 gourds, +1 or −1 silk.
    • Palace awards (silk) — stage 1: 4/3/2/1/0, stage 2: 5/4/3/2/1, stage 3: 7/5/4/3/2. Tied arrivals share the better place. The bank holds 65 bales. Arrived camels wait.
    • Most silk wins; a tie goes to whoever reached the final palace first.
    {"*"}*Champions variant**: split your 60 gourds freely and secretly, and put a food bag (1, 2, 3) in each tier. Adding the bag to a bid is announced at once, and players who already bid may then bid again or keep their bid.
hand = My gourds
option-variant = Variant
option-variant-help = Standard rules, or Champions (free gourd split and food bags)
option-variant-standard = Standard
option-variant-champions = Champions
group-bid = Bid
group-bid_bag = Bid + food bag
group-keep = Keep my bid
group-setup = Set up gourds
action-bid = Secret bid
action-bid_bag = Secret bid + food bag
action-keep = Keep my bid
action-setup = Set up your gourds (secret)
action-resign = Resign
confirm-resign = Resign from this Caravane game for good? Your camel leaves the race.
param-bid-amount = Gourds to bid (0–{ $amount_max })
param-bid_bag-amount = Gourds to bid with your bag (0–{ $amount_max })
param-setup-tiers = Gourds for tiers I, II, III (sum { $tiers_total })
param-setup-bags = Food bags 1, 2, 3 for tiers I, II, III
shortcut-setup-help = Split your gourds over the three tiers (Champions), before the first round
shortcut-bid-help = Place your secret bid of gourds for this round
shortcut-bid_bag-help = Place your secret bid and add this tier's food bag to it
shortcut-bid-amount-help = Gourds from the current tier
shortcut-bid_bag-amount-help = Gourds from the current tier (your food bag is added)
shortcut-setup-tiers-help = Gourds for tiers I, II, III, e.g. 15 25 20
shortcut-setup-bags-help = Food bag values for tiers I, II, III, e.g. 1 2 3
done-keep = You keep your bid.
waiting-setup = split your 60 gourds and assign your food bags (🔒 secret): press **Set up gourds**.
waiting-revise = a food bag was announced: press **Bid** to bid again or keep your bid, before the reveal.
waiting-bid-revise = bid (🔒 secret) with **Bid**; a food bag was announced, so earlier bidders may bid again or keep their bid — both under **Bid**.
waiting-bid = place your secret bid with **Bid** (only the count of bids is shown until the reveal).
headline-setup = Setting up
headline-over = Finished
headline-race = Stage { $stage } · Round { $round }
headline-champions = {" "}· Champions
rule-not_in_game = You are not playing in this game.
rule-player_count = Caravane needs { $min } to { $max } players.
rule-bad_variant = The variant must be Standard or Champions.
rule-game_over = The game is over.
rule-resigned = You have resigned from this game.
rule-malformed_action = That is not a Caravane move.
rule-unknown_action = Unknown move: you can bid, keep your bid, set up or resign.
rule-missing_fields = That move is missing: { $fields }.
rule-unexpected_fields = That move has unexpected fields: { $fields }.
rule-race_not_started = The race has not started: set up your gourds first.
rule-already_arrived = You have reached the palace: wait for the others to arrive.
rule-bid_not_whole = A bid must be a whole number of gourds.
rule-bid_negative = A bid cannot be negative.
rule-not_enough_gourds = You have only { $left ->
        [one] { $left } gourd
       *[other] { $left } gourds
    } left in tier { $tier }.
rule-bid_final = Your bid is placed and final for this round.
rule-bag_stays = Your food bag is announced for this round and stays in your bid: bid again with **Bid + food bag**.
rule-no_bags_in_standard = Food bags are used only in the Champions variant.
rule-bag_used = You have already used your tier { $tier } food bag.
rule-nothing_to_keep = Nobody asked you to revise your bid: there is nothing to keep.
rule-race_started = The race has started: the gourd split can no longer change.
rule-bad_tiers = Split your gourds into three tiers, each 0 or more.
rule-tiers_total = Your three tiers must hold exactly { $total } gourds (yours hold { $got }).
rule-bad_bags = Give one food bag (1, 2 and 3) to each tier.

## The private view, moves in words and the log (ui.py)
private-tier = tier { $tier }: { $n }
private-tier-current = **tier { $tier }: { $n }**
private-gourds = 💧 Your gourds — { $tiers }
private-bidding-from = You are bidding from tier { $tier } in stage { $stage }.
private-bid = Your bid this round: **{ $amount }** (final).
private-bid-bag = Your bid this round: **{ $amount }** + your food bag (final).
private-no-bid = You have not bid yet this round.
private-bag = tier { $tier }: { $value }
private-bag-used = tier { $tier }: { $value } (used)
private-bags = 🎒 Food bags — { $bags }
private-not-set-up = You have not set up your gourds yet: press **Set up gourds**.
move-bid = Bid { $amount ->
        [one] { $amount } gourd
       *[other] { $amount } gourds
    }
move-bid-bag = Bid { $amount ->
        [one] { $amount } gourd
       *[other] { $amount } gourds
    } + your food bag
move-setup = Set up: tiers { $tiers }, bags { $bags }
log-bid = { $name } placed a bid.
log-bid-again = { $name } bid again.
log-your-bid = 💧 Your bid of **{ $amount }** is locked in until the reveal.
log-your-bid-bag = 💧 Your bid of **{ $amount }** + your food bag is locked in until the reveal.
log-kept = { $name } keeps their bid.
log-bag = { $name } adds the stage { $stage } food bag to their bid!
log-bag-reopens = { $count ->
        [one] { $names } may bid again or keep their bid.
       *[other] { $names } may bid again or keep their bids.
    }
log-setup = { $name } set up their gourds.
log-setup-changed = { $name } changed their gourd split.
log-your-setup = 🧮 Your split is locked in: tiers { $tiers }, food bags { $bags }. You can change it until everyone has set up.
log-race-started = Everyone has set up: the race begins!
log-moved = { $name } bid { $amount } (rank { $rank }) and moved { $squares } to square { $square }.
log-moved-palace = { $name } bid { $amount } (rank { $rank }) and moved { $squares } to palace { $stage }.
log-moved-bag = { $name } bid { $amount } + food bag { $bag } (rank { $rank }) and moved { $squares } to square { $square }.
log-moved-bag-palace = { $name } bid { $amount } + food bag { $bag } (rank { $rank }) and moved { $squares } to palace { $stage }.
log-square-gourds-plus = { $name } lands on square { $square }: +2 gourds.
log-square-gourds-minus = { $name } lands on square { $square }: −2 gourds.
log-square-silk-plus = { $name } lands on square { $square }: +1 silk.
log-square-silk-minus = { $name } lands on square { $square }: −1 silk.
log-square-silk-plus-none = { $name } lands on square { $square }: +1 silk (no effect).
log-square-silk-minus-none = { $name } lands on square { $square }: −1 silk (no effect).
log-arrived = { $name } reaches palace { $stage } in { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } place and earns { $silk } silk.
log-arrived-tied = { $name } reaches palace { $stage } in { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } place (tied) and earns { $silk } silk.
log-stage = Stage { $stage } begins: gourds left in the old tier are lost; bids now come from tier { $tier }.
log-resigned = { $name } resigns.
log-over = { $count ->
        [one] The caravans are home: { $names } wins!
       *[other] The caravans are home: { $names } share the win!
    }

## Words on the board image (render/caravane.py)
img-player = Player { $n }
img-place = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
img-stage = Stage { $stage }
img-stage-info = { $length } squares · tier { $tier } · palace pays { $awards } silk · { $status ->
        [now] now
        [done] done
       *[later] to come
    }
img-arrived = Arrived:
img-start = Start
img-palace = Palace { $stage }
img-squares = Squares:
img-gourds-plus = +2 gourds
img-gourds-minus = −2 gourds
img-silk-plus = +1 silk
img-silk-minus = −1 silk
img-setting-up = Setting up: everyone splits their 60 gourds in secret
img-stage-round = Stage { $stage } of 3 · Round { $round }
img-bank = Silk bank: { $bank } / 65
img-won = { $count ->
        [one] { $names } wins!
       *[other] { $names } win!
    }  { $silk } silk.
img-won-resigned = { $count ->
        [one] { $names } wins!
       *[other] { $names } win!
    }  Everyone else resigned.
img-status-resigned = resigned
img-status-winner = winner
img-status-set-up = set up
img-status-choosing = choosing split…
img-status-arrived = at palace ({ $place })
img-status-revise = may revise bid
img-status-bid-in = bid in
img-status-thinking = thinking…
img-drivers = Drivers
img-silk-column = silk
img-bag-in = bag in!
img-bag = bag
img-bag-used = used
img-last-reveal-at = Last reveal · stage { $stage }, round { $round }
img-no-reveal = No bids revealed yet.

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
cmdname-setup = setup
cmdname-bid = bid
cmdname-bid-bag = bid-bag
optname-variant = variant
optname-tiers = tiers
optname-bags = bags
optname-amount = amount
