"""Catan's AI players: what the shared framework (games/ai/) needs to know of Catan.

One module per concern; ``games/catan/players.py`` puts them together as the game's
``GameAI`` (exported as ``AI``) for the base game and Traders & Barbarians alike.

- ``board``: what a board is worth, fixed for a game (pips, each intersection's value).
- ``evaluation``: a position's value per seat (production, expansion, harbours, hand,
  development cards, the Longest Road and Largest Army races, the robber) and win chances
  from it; ``traders`` adds Traders & Barbarians' part (wagons and the goods they carry,
  deliveries, gold, tolls, barbarians on the way).
- ``knowledge`` / ``determinize``: what a seat's log tells of the others' hands, and full
  states sampled consistently with it.
- ``choices``: concrete completions of the templates (discards, trade offers and counters)
  and the candidate actions worth comparing.
- ``policy``: the quick rule-of-thumb move for rollouts and the opponents' model;
  ``wagons``: where a wagon goes and where a barbarian is sent (Traders & Barbarians).
- ``planner``: the levels' way of choosing (casual's loose one ply; standard's and hard's
  search over the rest of the turn).
"""
