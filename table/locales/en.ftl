lobby-open = Lobby open
lobby-started = Game started
lobby-cancelled = Cancelled
lobby-finished = Finished
lobby-players = Players { $n }/{ $max }
lobby-options = Options
lobby-host = (host)
lobby-help = Click **Join** to take a seat ({ $min }–{ $max } players). The host starts the game when everyone is in.
lobby-was-cancelled = This lobby was cancelled.
lobby-has-started = The game has started — see the board below.
button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
joined = You joined as { $colour }.
left = You left the lobby.
host-cannot-leave = You are the host: cancel the lobby instead of leaving it.
only-host-starts = Only the host can start the game.
too-few = { $title } needs at least { $min } players ({ $n } joined so far).
already-started = The game was already started or cancelled.
started = The game has started — the board is below.
begins = The game begins with { $names }.
only-host-cancels = Only the host or someone with Manage Channels can cancel the game.
cancel-ask = Cancel the { $title } game #{ $id } for everyone? It ends here and cannot be resumed.
cancel-ask-lobby = Close the { $title } lobby #{ $id }? Every seat in it goes.
cancel-yes = Yes, cancel it
cancel-keep = No, keep it
cancel-done = The { $title } game #{ $id } is cancelled.
cancel-gone = This game has already ended or been cancelled.
cancelled-by = { $emoji } The { $title } game was cancelled by { $mention }.
changed-meanwhile = The game changed meanwhile; try again.
lobby-closed = This lobby is closed.
already-joined = You have already joined this game.
not-in-lobby = You are not in this lobby.
game-full = The game is full ({ $max } players).
no-game = There is no game in this channel. Open one with { $examples }.
no-game-yet = No game has been played in this channel yet.
channel-busy = This channel already has a { $title } game in progress. Finish or cancel it first, or start one in another channel or thread.
not-in-server = Games can only be played in a server channel or thread.
not-started = This game has not started yet.
game-over = This { $title } game is over — start a new one with { $new }.
game-gone = This game no longer exists.
not-playing = You are not playing in this game. Watch along, or open your own with { $new } in another channel.
old-board = This board is out of date — use the buttons on the newest board message{ $jump }.
stale-menu = ⌛ This menu is out of date — the game has moved on. Use the buttons on the newest board ({ $cmd_table_board } posts it again).
already-made = That move was already made — the game has moved on. Use the newest board.
not-your-turn = It is not your turn — the game is waiting for { $names }.
nothing-here = There is nothing of that kind you can do right now.
not-for-you = That button is not for you — it is for { $names }.
nothing-at-all = You have no move to make right now — the game is waiting for { $names }.
done = ✅ { $what }
refused = ⛔ { $reason }
board-not-posted = ⚠️ I could not post the board here: please give me Send Messages, Attach Files and Embed Links in this channel, then use { $cmd_table_board }.
board-failed-permissions = ⚠️ The board could not be posted: I am missing these permissions in this channel: **{ $perms }**. Ask a moderator to grant them — the board appears by itself once I can post (or use { $cmd_table_board }).
board-failed-discord = ⚠️ Discord is not answering right now, so the board could not be posted. Nothing is lost: it is posted by itself as soon as Discord answers.
board-failed-discord-again = ⚠️ Discord is not answering right now, so the board could not be posted — try { $cmd_table_board } again in a minute.
board-failed-gone = ⚠️ The board could not be posted: this channel is gone or I can no longer see it.
board-failed-rejected = ⚠️ Discord refused the board message. Nothing is lost; the operator has been told.
board-failed-storage = ⚠️ The move is saved, but the bot's database could not record its board, so it was not posted. The operator has been told; the board is posted by itself once the database works again.
board-posted-later = (Posted late: Discord was unreachable for a while.)
needs-permissions = ⚠️ I can't host a game here: I am missing these permissions in this channel: **{ $perms }**. Ask a moderator to grant them, then try again.
started-no-board = The game has started, but its board is not up yet.
wrong-channel = That button belongs to a game in another channel — it does nothing here.
storage-full = ⚠️ The bot's disk is full, so nothing could be saved. Nothing was changed; the operator has been told — try again later.
storage-readonly = ⚠️ The bot's database cannot be written right now. Nothing was changed; the operator has been told — try again later.
storage-corrupt = ⚠️ The bot's database is damaged. Nothing was changed; the operator has been told.
storage-locked = ⚠️ The bot's database is busy. Nothing was changed — try again in a moment.
storage-unavailable = ⚠️ The bot could not reach its database. Nothing was changed; the operator has been told — try again later.
discord-unavailable = ⚠️ Discord is not answering right now. Try again in a minute.
something-wrong = Sorry, something went wrong handling that. Nothing was changed.
bad-option = I can't read the option **{ $name }** of that command: it is not what the command takes. Nothing was changed — pick the command again from Discord's list.
health-denied = Only members who can manage this server can see the bot's health.
health-title = 🩺 **Caravanserai health**
health-database = Database: `{ $path }` (schema v{ $schema })
health-games = Games running: **{ $active }** · boards waiting to be posted: **{ $behind }**
health-up = Up since <t:{ $since }:R> · gateway latency { $latency } ms
health-last-error =
    Last error <t:{ $when }:R>: `{ $error }`
    (storage errors: { $storage }, Discord errors: { $discord } since start)
health-no-error = No errors since start.
health-this-process = This process: shards { $shards } · pid { $pid }
health-process = { $connected ->
    [yes] 🟢
   *[no] 🔴
} Process `{ $name }`: pid { $pid } on { $host }, heartbeat { $age } s ago
health-process-silent = ⚠️ Process `{ $name }`: no heartbeat for { $age } s (stopped or hung?)
confirm-yes = Yes
confirm-no = Cancel
confirm-go = Confirm
confirm-back = Back
menu-cancelled = Nothing was done.
menu-choose = Choose…
menu-page = Page { $page } of { $pages }
menu-prev = ◀ Previous
menu-next = Next ▶
menu-chosen = So far: { $chosen }
menu-type = What do you want to do?
form-open = Fill in the form
hand-empty = You hold nothing secret in this game.
board-reposted = Board re-posted by { $name }.
board-fresh = Here is a fresh copy of the board: the buttons on it are the live ones.
board-fresh-final = Here is the final board of the last game in this channel. Start a new one with { $examples }.
board-was-cancelled = The last game in this channel was cancelled, so there is no board to show. Start a new one with { $examples }.
restarted = (The bot restarted; here is the current board.)
auto-played = ⚙️ Played automatically for { $name } — only one outcome was possible:
game-over-line = 🏁 **Game over.**
final-standings = Final standings
wins = **{ $names }** wins!
share-win = **{ $names }** share the win!
footer = Game #{ $id } · move { $version }
lobby-footer = Game #{ $id }
reminder = ⏰ { $mentions } — the { $title } game here is waiting for you: { $what }
log-title = 📜 **{ $title } #{ $id }** — page { $page } of { $pages } (newest first) · { $when }
log-empty = No moves yet in { $title } game #{ $id }.
log-at-setup = Set-up
log-at-turn = T{ $turn }
log-at-round = S{ $stage } R{ $round }
log-at-day = W{ $week } D{ $day }
log-legend-turn = T = turn
log-legend-round = S = stage, R = round
log-legend-day = W = week, D = day
log-legend-secret = 🤫 = only you can see this line
log-older = ◀ Older
log-newer = Newer ▶
log-since-head = ↩️ Since your last move:
log-since-cut = { $n ->
        [one] ↩️ Since your last move (one earlier line in { $log }):
       *[other] ↩️ Since your last move ({ $n } earlier lines in { $log }):
    }
log-since = ↩️ Since your last move: { $events }
log-since-more = { $n ->
        [one] …and { $n } more in { $log }
       *[other] …and { $n } more in { $log }
    }
rules-none = No summary available.
play-nothing = Nothing to play now — waiting for { $names }
play-not-your-turn = Not your turn — the game is waiting for { $names }
play-not-seated = You are not playing in this channel's game
play-no-game = No game is running in this channel
play-form = { $what } (opens a form)
play-unknown = “{ $text }” is not one of your moves now — start typing and pick one of the suggestions.
play-moved-on = The game has moved on since you picked that — pick again.
compose-empty = Please fill in every field.
compose-not-number = “{ $text }” is not a whole number.
compose-out-of-range = { $value } is out of range ({ $low }–{ $high }).
compose-count = Please give exactly { $expected } numbers ({ $got } given).
compose-negative = Numbers cannot be negative.
compose-unreadable = I could not read “{ $text }”. Write it like this: { $example }
compose-unknown-item = “{ $word }” is not something you can choose here. Write it like this: { $example }
compose-ambiguous-item = “{ $word }” could mean several things — write more of the word.
example-cards = e.g. { $example }
example-ints = e.g. { $example }
example-int = { $low } to { $high }
and = {" "}and{" "}
count-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
settings-denied = Only members who can manage this server can change its settings.
settings-language-server = Boards and lobbies in this server are now in { $language ->
    [sv] Swedish
    [cs] Czech
    [fr] French
    [pl] Polish
   *[en] English
}.
settings-language-me = I will answer you in { $language ->
    [sv] Swedish
    [cs] Czech
    [fr] French
    [pl] Polish
   *[en] English
}.

## Slash commands (descriptions; names stay as they are)
cmd-table-join = Take a seat in this channel's lobby
cmd-table-leave = Leave this channel's lobby
cmd-table-start = Start the game (host only)
cmd-table-cancel = Cancel the lobby or running game (host or Manage Channels)
cmd-table-board = Post the current board again
cmd-table-hand = Your private view (only you can see it)
cmd-table-rules = A short summary of the rules
cmd-table-resign = Leave the running game for good
cmd-table-health = How the bot is doing: database, games, last error (Manage Server)
cmd-table-settings = Settings: the server's language (Manage Server), this game's turn clock (host)
cmd-table-log = The whole game in words, page by page
cmd-play = Make a move: start typing and pick one
cmd-me = Your games and your own settings: language, absence, reminders
param-game = Which game (default: the one in this channel)
param-page = Which page to open (1 = the newest)
param-move = Your legal moves are suggested as you type
cmd-table = The game in this channel: seats, board, hand, rules, log
param-server-language = The language of boards and lobbies in this server
param-my-language = The language of your private answers and menus
choice-auto = Auto
choice-language-en = English
choice-language-sv = Svenska (Swedish)
choice-language-cs = Čeština (Czech)
choice-language-fr = Français (French)
choice-language-pl = Polski (Polish)

## Discord's names of the permissions a board needs
perm-view_channel = View Channel
perm-send_messages = Send Messages
perm-send_messages_in_threads = Send Messages in Threads
perm-embed_links = Embed Links
perm-attach_files = Attach Files
perm-read_message_history = Read Message History

## Command and option names (Discord: lowercase, no spaces, at most 32 characters)
cmdname-table = table
cmdname-table-join = join
cmdname-table-leave = leave
cmdname-table-start = start
cmdname-table-cancel = cancel
cmdname-table-board = board
cmdname-table-hand = hand
cmdname-table-rules = rules
cmdname-table-resign = resign
cmdname-table-health = health
cmdname-table-settings = settings
cmdname-table-log = log
cmdname-me = me
cmdname-play = play
cmdname-new = new
optname-game = game
optname-language = language
optname-page = page
optname-move = move

## /stats: games played and won, ratings and the leaderboard
cmd-stats = Games played and won, and skill, in this server
param-stats-player = One player's record instead of the leaderboard
cmdname-stats = stats
optname-player = player
stats-title = Leaderboard · { $server }
stats-rating = skill
stats-record = won / played
stats-average = avg score
stats-trend = skill trend
stats-empty = No game has finished in this server yet.
stats-panel = { $game } · { $games ->
    [one] { $games } game
   *[other] { $games } games
  }
stats-podium = { $place }. { $name } ({ $rating })
stats-player-title = **{ $name }**
stats-player-line = **{ $game }**: { $played ->
    [one] { $played } game
   *[other] { $played } games
  }, { $won } won ({ $percent } %), average score { $average }, skill { $rating } — place { $place } of { $of }
stats-player-none = No finished game in this server yet.
stats-skill-help = Skill is a cautious estimate of strength: it starts at 0, rises with good results and as more games make it surer, and can fall below 0 after losses.
stats-updating = _Older games are still being counted in: ratings may still change._

## /table undo
cmd-table-undo = Take back your last move (until someone else moves or something is revealed)
cmdname-table-undo = undo
undo-done = ↩️ Taken back: { $move }. The board shows the game as it was before it.
undo-barrier = Your last move ({ $move }) can no longer be taken back: the rules make it final (a placed bid), or it revealed something (a roll, a card) or handed the game to another player.
undo-nothing = There is nothing of yours to take back: your last move is not the game's last move (someone else has moved since), or you have not moved yet.
undo-stale = The game moved on while you asked; nothing was taken back.
took-back = ↩️ { $name } took back: { $move }
took-back-secret = ↩️ { $name } took back their secret move ({ $what }).

## /table replay
cmd-table-replay = The last finished game here again: scores over time and its key boards
cmdname-table-replay = replay
replay-chart = { $game } #{ $id } · score over the game
replay-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
  }
replay-not-finished = The game in this channel is still running: its replay comes when it ends.
replay-cancelled = The last game here, { $title } #{ $id }, was cancelled: a cancelled game has no replay.
replay-text = **{ $game } #{ $id }** in { $moves } — won by { $winners }. The chart shows everyone's score after each move; the animation, the key boards.

## /table watch
cmd-table-watch = Follow this channel's game as a spectator (again to stop)
cmdname-table-watch = watch
watch-on = 👀 You are watching { $title } #{ $id }: each new turn message mentions you. Use the same command again to stop.
watch-off = You stopped watching { $title } #{ $id }.
watch-seated = You are playing { $title } #{ $id }: the board already mentions you when it is your turn.
board-watchers = 👀 { $mentions }
undo-button = ↩️ Undo

# clocks, absence, reminders, replacement (issue 12)
cmd-table-replace = Give a player's seat in the running game to another member or the AI (host)
cmd-me-language = The language the bot answers you in
cmd-me-away = Away until a date: your clocks stop and reminders wait
cmd-me-reminders = How and when you are reminded that a game waits for you
cmd-me-games = Every game, in every server, that waits for your move
param-clock = This game's turn clock, e.g. 48h or 2d (off: none)
param-replace-player = Whose seat
param-replace-with = Who takes it over
param-until = A date (2026-12-24), a time from now (3d, 1w) or off
param-every = How often, e.g. 12h or 2d (off: never)
param-quiet = Hours without reminders in your time zone, e.g. 22-8 (off: none)
param-timezone = Your time zone, e.g. Europe/Prague
param-dm = Remind me by direct message instead of a ping in the channel
cmdname-table-replace = replace
cmdname-me-language = language
cmdname-me-away = away
cmdname-me-reminders = reminders
cmdname-me-games = games
optname-clock = clock
optname-with = with
optname-until = until
optname-every = every
optname-quiet = quiet
optname-timezone = timezone
optname-dm = dm

dur-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
  }
dur-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
  }
dur-under-minute = less than a minute
dur-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
  }
bad-duration = I can't read that time. Write it like `48h`, `2d`, `1d12h` or `90m` — or `off`.
duration-range = Pick between 10 minutes and 60 days.
bad-date = I can't read that date. Write it like `2026-12-24`, `24.12.2026 18:00`, or a time from now like `3d` — or `off`.
away-past = That moment has already passed.
away-range = You can be away for at most a year.
bad-quiet = Write quiet hours like `22-8` (from 22:00 to 08:00 in your time zone) — or `off`.
bad-timezone = I don't know that time zone. Pick one from the list, e.g. `Europe/Prague`.
clock-denied = Only the host, or a member who can manage this channel, can set the turn clock.
clock-set = ⏳ { $title } #{ $id } now has a turn clock of { $time }: whoever makes the table wait longer can be skipped or replaced.
clock-off = ⏳ { $title } #{ $id } has no turn clock now.
clock-left = { $name } { $when }
clock-out = { $name }: time is up
away-until = { $name } is away until { $when }
clock-ran-out = ⏰ **{ $name }**'s turn clock ({ $time }) ran out in { $title }{ $jump }. { $mentions } — you can play their turn for them, give them more time, or the host can replace them.
clock-skip = Play for them: { $move }
clock-extend = Give { $time } more
clock-replace = Replace…
clock-replace-how = To give { $name }'s seat to someone else, the host (or whoever manages the channel) uses { $command }. The newcomer takes over the hand, pieces and history.
clock-extended = ⏳ { $by } gave { $name } more time: the clock runs out { $when }.
clock-skipped = ⏭️ { $by } played for { $name }{ $jump }.
clock-played = ⏰ { $by } played for { $name } (their clock ran out):
clock-stale = ⌛ The game has moved on since — this is out of date.
clock-nothing = There is nothing to play for { $name } right now.
reminder-dm = ⏰ Your { $title } game is waiting for you: { $what } — { $link }
reminder-go = Go to the board
replace-not-seated = { $name } has no seat in this game.
replace-denied = Only the host, a member who can manage this channel, or the player themselves can give a seat away.
replace-bot = A bot can't take a seat.
replace-seated = { $name } already has a seat in this game.
replace-stale = { $name } no longer holds that seat: someone gave it away a moment ago. Nothing was changed.
replaced = 🔁 { $new } took over { $old }'s seat.
replaced-you = 🔁 Done: { $new } now plays { $old }'s seat.
away-set = 💤 You are away until { $when }: your turn clocks stop and reminders wait until then. Back earlier? { $command } with `off`.
away-back = 👋 Welcome back: your clocks run again and reminders resume.
reminders-every = ⏰ You are reminded after { $time } of waiting, and again every { $time }.
reminders-never = 🔕 You get no reminders.
reminders-quiet = 🌙 Never between { $start }:00 and { $end }:00 ({ $zone }).
reminders-dm = ✉️ By direct message (in the channel if your DMs are closed).
reminders-channel = 💬 As a ping in the game's channel.
me-games-title = { $n ->
        [one] 🎲 One game is waiting for you:
       *[other] 🎲 { $n } games are waiting for you:
    }
me-games-line = { $emoji } **{ $title }** · { $server } — waiting for { $waited }{ $clock } · { $board }
me-games-clock = , ⏳ clock runs out { $when }
me-games-clock-out = , ⏳ clock ran out
me-games-none = ✅ No game is waiting for you.
me-games-more = …and { $n } more.
reminder-digest = { $n ->
        [one] ⏰ Your quiet hours are over — one game is waiting for you:
       *[other] ⏰ Your quiet hours are over — { $n } games are waiting for you:
    }

# threads (issue 12)
thread-name = { $title } · { $host }
thread-opening = { $emoji } **{ $title }**: { $mention } is opening a table…
thread-announce = { $emoji } **{ $title }**: { $mention } opened a table in { $thread }. Join there!
thread-failed = ⚠️ I could not open a thread for this game, so it opens here in the channel instead.
settings-threads-on = 🧵 From now on every new game in this server gets a thread of its own (in channels where I may create threads). Games already open stay where they are.
settings-threads-off = From now on new games in this server are played in the channel where they are opened, one at a time per channel. Games already open stay where they are.
settings-threads-missing = ⚠️ In this channel I can't create threads (missing: **{ $perms }**), so games opened here are played in the channel itself.
threads-missing-lobby = ⚠️ Threads are on in this server, but I can't create them in this channel (missing: **{ $perms }**), so this game is played here. To give each game a thread, grant me that here, or turn threads off with { $command }.
health-threads-off = 🧵 Threads: off — games are played in the channel where they are opened ({ $command } turns them on).
health-threads-ok = 🧵 Threads: on — every game gets a thread of its own in every channel I can post in.
health-threads-server = ⚠️ Threads: on, but I lack **{ $perms }** in this server, so every game is played in its channel. Give my role that permission (Server Settings → Roles), or turn threads off with { $command }.
health-threads-channels = ⚠️ Threads: on, but in { $channels } I lack **{ $perms }**: games opened there are played in the channel.
health-threads-more = and { $n } more
perm-create_public_threads = Create Public Threads
param-server-threads = Give every new game a thread of its own
optname-threads = threads
clock-note-set = ⏳ { $name } set a turn clock of { $time }.
clock-note-off = ⏳ { $name } switched the turn clock off.
settings-pick = Pick a setting to change: `language` (the server's, Manage Server), `threads` (a thread per game, Manage Server) or `clock` (this game's turn clock, host).

## The table's AI: seats, covers and hand-backs (issue 25)
ai-level-casual = Casual
ai-level-standard = Standard
ai-level-hard = Hard
ai-name = 🤖 { $level }
ai-name-n = 🤖 { $level } { $n }
ai-none = { $title } has no AI players yet: every seat needs a person.
ai-no-level = { $title } has no AI at the { $level } level.
ai-too-many = { $max ->
    [one] A game needs at least one person: the AI may take at most { $max } seat here.
   *[other] A game needs at least one person: the AI may take at most { $max } seats here.
  }
ai-only-host = Only the host can add or remove the AI's seats.
ai-none-seated = There is no AI seat in this lobby to remove.
ai-needs-person = A game needs at least one person at the table: this is the last seat a person holds.
ai-cover-denied = Only a player at this table, its host or a member who can manage this channel can let the AI take over a seat.
ai-holds = { $name } is the table's AI already.
ai-covers-already = The AI already plays { $name }'s seat.
ai-handback-none = The AI is not playing that seat, so there is nothing to hand back.
ai-handback-denied = Only { $name }, the host or a member who can manage this channel can hand that seat back.
ai-handback-you = 👋 Your seat is yours again: the AI no longer plays it.
ai-handback-done = 👋 { $name }'s seat is theirs again.
ai-played = 🤖 The AI played for { $name }:
ai-covers = 🤖 The AI ({ $level ->
        [casual] Casual
        [hard] Hard
       *[standard] Standard
    }) plays { $name }'s seat until they are back.
ai-back = 👋 { $name } plays their own seat again.
ai-choose = Which AI takes a seat at { $title }? Pick its level — again for another seat.
ai-added = ✅ { $name } took a seat. Pick again for another.
button-ai-add = Add AI
button-ai-remove = Remove AI
clock-ai = AI takes over
clock-ai-done = 🤖 { $by } let the AI play { $name }'s seat{ $jump }. It is theirs again at their next move, or with { $command }.
replace-pick = Say who takes the seat: a member (`with`) or the table's AI (`ai`) — one of the two.
away-ai = { $n ->
    [one] 🤖 The AI plays your seat in { $n } game while you are away; it is yours again at your next move there, or with { $command }.
   *[other] 🤖 The AI plays your seats in { $n } games while you are away; each is yours again at your next move there, or with { $command }.
  }
away-ai-none = You hold no seat in a running game right now, so the AI has nothing to play for you.
cmd-table-handback = Take your seat back from the AI that plays it for you
cmdname-table-handback = handback
param-handback-player = Whose seat goes back to them (the host: anyone's)
param-replace-ai = Or give the seat to the table's AI, at this level
param-away-ai = Let the table's AI play your seats while you are away
param-ai-seats = How many seats the table's AI takes (besides yours)
param-ai-level = How well the AI plays
optname-ai = ai
optname-level = level
