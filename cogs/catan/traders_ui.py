"""Traders & Barbarians at the table: the words and highlights CatanUI uses when a view's
variant is "traders-barbarians" (wagons, gold, goods, barbarians). Every sentence is a
message in ``locales/<lang>.ftl``; this module picks keys and parameters.

Places are named with the T&B geometry's labels (games.catan.traders.board.GEOMETRY): it is
the base board plus plazas P1..P3 (nodes 54..56, named with their trade building: "P1 castle")
and their spokes (edges 72..83), so its labels also name every base id the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.base import EDGE, NODE, Param
from games.catan.board import RESOURCES
from games.catan.traders.baggage import LEVELS, MAX_LEVEL, drive_off_faces
from games.catan.traders.board import DELIVER_TO, GEOMETRY, PLAZA, PLAZA_TRADE, VARIANT
from table.kind import seat_name

NODE_NAMES: Sequence[str] = GEOMETRY.node_labels
EDGE_NAMES: Sequence[str] = GEOMETRY.edge_labels
WAGON, BARBARIAN, GOLD = "🐴", "🪓", "🪙"


def level_of(seat: Mapping[str, Any]) -> int:
    level = seat.get("baggage", 1)
    return level if level in LEVELS else 1


def level_cost(level: int) -> dict[str, int]:
    """What reaching ``level`` costs, as a card dict."""
    return {r: n for r, n in zip(RESOURCES, LEVELS[level].cost, strict=True) if n}


def is_traders(view: Mapping[str, Any]) -> bool:
    return view.get("variant") == VARIANT


def name_of(labels: Sequence[str], i: Any) -> str:
    return labels[i] if isinstance(i, int) and 0 <= i < len(labels) else str(i)


def faces_text(faces: Sequence[int]) -> str:
    """ "6", "5–6", "3–6": the die faces of a level."""
    if not faces:
        return "–"
    return str(faces[0]) if len(faces) == 1 else f"{faces[0]}–{faces[-1]}"


def route_edges(start: int, route: Sequence[int]) -> list[int]:
    """The paths a route steps along (the start is not in the route)."""
    edges: list[int] = []
    here = start
    for node in route:
        edge = GEOMETRY.edge_between(here, node) if isinstance(node, int) else None
        if edge is None:
            return edges
        edges.append(edge)
        here = node
    return edges


class TradersWords:
    """Mixed into CatanUI (which provides ``text``, ``res``, ``cards``, ``node_label``)."""

    text: Any
    has_text: Any
    res: Any
    cards: Any
    node_label: Any

    # -- names ---------------------------------------------------------------------------------
    def plaza_name(self, node: int) -> str:
        """ "P1 castle"."""
        return self.text("plaza", label=name_of(NODE_NAMES, node), trade=PLAZA_TRADE[node])

    def spot_name(self, node: Any) -> str:
        return self.plaza_name(node) if node in PLAZA_TRADE else name_of(NODE_NAMES, node)

    def path_name(self, edge: Any) -> str:
        """ "19-25"; a spoke with its building: "P1-11 castle"."""
        label = name_of(EDGE_NAMES, edge)
        if isinstance(edge, int) and 0 <= edge < GEOMETRY.num_edges:
            for node in GEOMETRY.edge_nodes[edge]:
                if node in PLAZA_TRADE:
                    return f"{label} {self.text(f'terrain-{PLAZA_TRADE[node]}')}"
        return label

    def gold(self, n: int) -> str:
        return self.text("count-gold", n=n)

    def good(self, good: Any) -> str:
        key = f"good-{good}"
        return self.text(key) if self.has_text(key) else str(good)

    # -- the wagon's options ---------------------------------------------------------------------
    @staticmethod
    def _traders(view: Mapping[str, Any]) -> Mapping[str, Any]:
        return view.get("traders") or {}

    def _reach(self, view: Mapping[str, Any], node: Any) -> list[Mapping[str, Any]]:
        options = [r for r in self._traders(view).get("reach", []) if r.get("node") == node]
        return sorted(options, key=lambda r: (r.get("mp", 0), r.get("gold", 0)))

    def _tolls(self, view: Mapping[str, Any], route: Sequence[int], names: Sequence[str]) -> str:
        """ "1 gold → Bob, 2 gold → Cyd" (or "no toll") along a route of the player to move."""
        me = view["turn"]
        wagons = self._traders(view).get("wagons") or []
        start = wagons[me] if me < len(wagons) else None
        paid: dict[int, int] = {}
        if isinstance(start, int):
            for edge in route_edges(start, route):
                owner = view["road_owner"][edge] if edge < len(view["road_owner"]) else -1
                if owner >= 0 and owner != me and view["players"][owner] == "active":
                    paid[owner] = paid.get(owner, 0) + 1
        if not paid:
            return self.text("wagon-no-toll")
        return ", ".join(f"{self.gold(g)} → {seat_name(names, s)}" for s, g in paid.items())

    def _arrival(self, view: Mapping[str, Any], node: Any) -> str:
        """What entering a plaza would do for the player to move."""
        trade = PLAZA_TRADE.get(node)
        if trade is None:
            return ""
        seat = view["seats"][view["turn"]]
        carrying = seat.get("carrying")
        if carrying is None:
            return self.text("wagon-load")
        if DELIVER_TO.get(carrying) == trade:
            return self.text("wagon-deliver", good=carrying, gold=self.gold(LEVELS[level_of(seat)].gold))
        return self.text("wagon-stop")

    def option_text(self, view: Mapping[str, Any], option: Mapping[str, Any],
                    names: Sequence[str]) -> str:
        """ "3 MP · 1 gold → Bob"."""
        return " · ".join([self.text("wagon-mp", mp=option.get("mp", 0)),
                           self._tolls(view, option.get("route") or [], names)])

    def destination_label(self, view: Mapping[str, Any], node: Any, names: Sequence[str]) -> str:
        """ "23 · 3 MP · 1 gold → Bob" (the cheapest way; how many others there are)."""
        parts = [self.spot_name(node)]
        options = self._reach(view, node)
        if options:
            parts.append(self.option_text(view, options[0], names))
            if len(options) > 1:
                parts.append(self.text("wagon-more-ways", n=len(options) - 1))
        arrival = self._arrival(view, node)
        if arrival:
            parts.append(arrival)
        return " · ".join(parts)

    def route_label(self, view: Mapping[str, Any], route: Sequence[int],
                    names: Sequence[str]) -> str:
        """ "3 MP · 1 gold → Bob · via 12 → 17"."""
        route = list(route)
        option = next((r for r in self._traders(view).get("reach", [])
                       if list(r.get("route") or []) == route), None)
        if option is None:
            option = {"mp": self.route_mp(view, route), "route": route}
        parts = [self.option_text(view, option, names)]
        if len(route) > 1:
            parts.append(self.text("wagon-via", nodes=" → ".join(
                self.spot_name(n) for n in route[:-1])))
        return " · ".join(parts)

    def route_mp(self, view: Mapping[str, Any], route: Sequence[int]) -> int:
        wagons = self._traders(view).get("wagons") or []
        start = wagons[view["turn"]] if view["turn"] < len(wagons) else None
        if not isinstance(start, int):
            return 0
        barbarians = set(self._traders(view).get("barbarians") or [])
        return sum((1 if view["road_owner"][e] >= 0 else 2) + (2 if e in barbarians else 0)
                   for e in route_edges(start, route))

    # -- barbarians --------------------------------------------------------------------------
    def barbarian_path_label(self, view: Mapping[str, Any], edge: int, names: Sequence[str],
                             target: bool) -> str:
        """ "19-25 · road: Bob (you may steal)": where a barbarian stands or would go."""
        parts = [self.path_name(edge)]
        owner = view["road_owner"][edge] if 0 <= edge < len(view["road_owner"]) else -1
        if owner >= 0:
            steal = (target and view["phase"] == "barbarian" and owner != view["turn"]
                     and view["seats"][owner].get("cards", 0) > 0)
            parts.append(self.text("path-road-steal" if steal else "path-road",
                                   name=seat_name(names, owner)))
        if view["phase"] == "main" and not target:  # a drive-off attempt: the faces it needs
            level = level_of(view["seats"][view["turn"]])
            parts.append(self.text("drive-off-faces", faces=faces_text(drive_off_faces(level))))
        return " · ".join(parts)

    # -- hooks CatanUI calls for a T&B view ----------------------------------------------------
    def traders_value_label(self, param: Param, value: Any, view: dict[str, Any],
                            names: Sequence[str]) -> str | None:
        if param.domain == NODE and param.name == "to":
            return self.destination_label(view, value, names)
        if param.name == "route" and isinstance(value, list):
            return self.route_label(view, value, names)
        if param.domain == EDGE and isinstance(value, int) and param.name in ("barbarian", "path"):
            return self.barbarian_path_label(view, value, names, target=param.name == "path")
        return None

    def traders_highlight(self, view: dict[str, Any], param: Param, values: list[Any],
                          chosen: dict[str, Any]) -> dict[str, Any] | None:
        """The wagon's destinations with their cheapest [MP, gold]; a destination's ways as
        the paths they take."""
        if param.domain == NODE and param.name == "to":
            ids = [v for v in values if isinstance(v, int)]
            reach: dict[str, list[int]] = {}
            for node in ids:
                options = self._reach(view, node)
                if options:
                    reach[str(node)] = [options[0].get("mp", 0), options[0].get("gold", 0)]
            return {"highlight": {"nodes": ids, "reach": reach}, "zoom": True} if ids else None
        if param.name == "route":
            wagons = self._traders(view).get("wagons") or []
            start = wagons[view["turn"]] if view["turn"] < len(wagons) else None
            edges: list[int] = []
            for route in values:
                if isinstance(route, list) and isinstance(start, int):
                    edges += [e for e in route_edges(start, route) if e not in edges]
            to = chosen.get("to")
            nodes = [to] if isinstance(to, int) else []
            return {"highlight": {"nodes": nodes, "edges": edges}, "zoom": True} if edges else None
        return None

    def traders_action_text(self, action: dict[str, Any], view: dict[str, Any],
                            names: Sequence[str]) -> str | None:
        kind = action.get("type")
        if kind == "upgrade_baggage":
            level = min(level_of(view["seats"][view["turn"]]) + 1, MAX_LEVEL)
            return self.text("move-upgrade", level=level, cost=self.cards(level_cost(level)))
        if kind == "buy_with_gold" and "resource" in action:
            return self.text("move-buy-gold", card=self.text(f"count-{action['resource']}", n=1),
                             gold=self.gold(2))
        if kind == "move_wagon" and "to" in action:
            spot = self.spot_name(action["to"])
            wagons = self._traders(view).get("wagons") or []
            if view["turn"] < len(wagons) and wagons[view["turn"]] == action["to"]:
                return self.text("move-wagon", spot=spot)  # already there: the move's outcome
            if isinstance(action.get("route"), list):
                return self.text("move-wagon", spot=spot) + " · " + self.route_label(
                    view, action["route"], names)
            return self.text("move-wagon", spot=self.destination_label(view, action["to"], names))
        if kind == "boost_wagon":
            return self.text("move-boost", grain=self.text("count-grain", n=1))
        if kind == "drive_off" and "barbarian" in action:
            faces = drive_off_faces(level_of(view["seats"][view["turn"]]))
            return self.text("move-drive-off", spot=self.path_name(action["barbarian"]),
                             faces=self.text("drive-off-faces", faces=faces_text(faces)))
        if kind == "move_barbarian" and "barbarian" in action and "path" in action:
            return self.text("move-barbarian", origin=self.path_name(action["barbarian"]),
                             spot=self.barbarian_path_label(view, action["path"], names,
                                                            target=True))
        if kind == "keep_barbarian":
            pending = self._traders(view).get("drive_off") or {}
            return self.text("move-keep-barbarian", spot=self.path_name(pending.get("barbarian")))
        if kind == "skip_steal":
            return self.text("move-skip-steal")
        return None

    def traders_headline(self, view: dict[str, Any]) -> str | None:
        movement = self._traders(view).get("movement") or {}
        if view["phase"] != "main" or not movement.get("moved") and not movement.get("moving"):
            return None
        if movement.get("over"):
            return self.text("headline-arrived", turn=view["turns"])
        return self.text("headline-moving", turn=view["turns"], mp=movement.get("mp_left", 0))

    def traders_waiting(self, view: dict[str, Any]) -> str | None:
        phase = view["phase"]
        movement = self._traders(view).get("movement") or {}
        if phase == "main" and view["rolled"]:
            if movement.get("over"):
                return self.text("waiting-arrived")
            if movement.get("moving") or movement.get("moved"):
                return self.text("waiting-moving", mp=movement.get("mp_left", 0))
            return self.text("waiting-main-traders")
        if phase in ("barbarian", "drive_off"):
            return self.text(f"waiting-{phase}")
        if phase == "steal":
            return self.text("waiting-steal-traders")
        return None

    def traders_board_highlight(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """The barbarians that may move, labelled on the public board."""
        if view["phase"] not in ("barbarian", "drive_off"):
            return None
        edges = (view.get("choices") or {}).get("barbarians") or []
        return {"highlight": {"edges": list(edges)}, "zoom": False} if edges else {}

    def traders_private_lines(self, view: dict[str, Any], seat: int) -> list[str]:
        """Gold, baggage train, wagon and goods, and the movement while it lasts."""
        tr = self._traders(view)
        info = view["seats"][seat]
        level = level_of(info)
        faces = drive_off_faces(level)
        drive = (self.text("hand-drive-off", faces=faces_text(faces)) if faces
                 else self.text("hand-no-drive-off"))
        gold = self.text("hand-gold", n=info.get("gold", 0))
        if view["turn"] == seat and view["phase"] == "main" and view["rolled"]:
            gold += " · " + self.text("hand-gold-bought", used=tr.get("purchases", 0))
        lines = [gold,
                 self.text("hand-baggage", level=level, mp=LEVELS[level].mp,
                           gold=self.gold(LEVELS[level].gold), drive=drive)]
        lines.append(self.text("hand-next-level", cost=self.cards(level_cost(level + 1)))
                     if level < MAX_LEVEL else self.text("hand-top-level"))
        wagons = tr.get("wagons") or []
        spot = self.spot_name(wagons[seat]) if seat < len(wagons) else "?"
        good = info.get("carrying")
        if good is None:
            lines.append(self.text("hand-wagon-empty", spot=spot))
        else:
            to = DELIVER_TO.get(good, "")
            lines.append(self.text("hand-wagon-carrying", spot=spot, good=good,
                                   plaza=self.plaza_name(PLAZA[to]) if to in PLAZA else to))
        lines.append(self.text("hand-delivered", n=info.get("delivered", 0)))
        movement = tr.get("movement") or {}
        if view["turn"] == seat and view["phase"] == "main" and (
                movement.get("moving") or movement.get("moved")) and not movement.get("over"):
            lines.append(self.text("hand-moving", mp=movement.get("mp_left", 0),
                                   boost="yes" if movement.get("boosted") else "no"))
        return lines

    def traders_event_text(self, event: dict[str, Any], names: Sequence[str]) -> str | None:
        kind = event.get("type")
        who = seat_name(names, event["player"]) if isinstance(event.get("player"), int) else ""
        if kind == "rerolled":
            a, b = event["dice"]
            return self.text("log-rerolled", name=who, a=a, b=b, total=event["total"])
        if kind == "barbarian_moved":
            return self.text("log-barbarian-moved", name=who,
                             origin=self.path_name(event["barbarian"]),
                             spot=self.path_name(event["path"]))
        if kind == "barbarian_kept":
            return self.text("log-barbarian-kept", name=who, spot=self.path_name(event["barbarian"]))
        if kind == "drive_off":
            return self.text("log-drive-off", name=who, die=event["die"],
                             spot=self.path_name(event["barbarian"]),
                             success="yes" if event["success"] else "no")
        if kind == "wagon_moved":
            tolls = event.get("tolls") or {}
            cost = [self.text("wagon-mp", mp=event["mp"])] + [
                f"{self.gold(g)} → {seat_name(names, int(s))}" for s, g in tolls.items() if g]
            route = event.get("route") or []
            spot = self.spot_name(route[-1]) if route else "?"
            if len(route) > 1:
                cost.append(self.text("wagon-via", nodes=" → ".join(
                    self.spot_name(n) for n in route[:-1])))
            return self.text("log-wagon-moved", name=who, spot=spot, cost=" · ".join(cost),
                             left=event["mp_left"])
        if kind == "boosted":
            return self.text("log-boosted", name=who, left=event["mp_left"])
        if kind == "picked_up":
            return self.text("log-picked-up", name=who, good=event["good"], trade=event["trade"])
        if kind == "delivered":
            return self.text("log-delivered", name=who, good=event["good"], trade=event["trade"],
                             gold=self.gold(event["gold"]))
        if kind == "stack_empty":
            return self.text("log-stack-empty", trade=event["trade"])
        if kind == "upgraded":
            return self.text("log-upgraded-vp" if event.get("vp") else "log-upgraded", name=who,
                             level=event["level"])
        if kind == "bought_with_gold":
            return self.text("log-bought-with-gold", name=who,
                             card=self.text(f"count-{event['resource']}", n=1),
                             gold=self.gold(event["gold"]))
        if kind == "swift_journey":
            return self.text("log-swift-journey", name=who, left=event["mp_left"])
        if kind == "steal_skipped":
            return self.text("log-steal-skipped", name=who)
        return None

    # -- set-up: the second placement is a city ------------------------------------------------
    @staticmethod
    def placing_city(view: Mapping[str, Any]) -> bool:
        """The set-up step asks for the city (the second round's first piece)."""
        return (view["phase"] == "setup" and view.get("setup_node") is None
                and view.get("setup_step", 0) >= len(view["players"]))
