"""Checks of bot payloads against Discord's documented limits.

A real Discord answers 400 "Invalid Form Body" (code 50035) with a nested ``errors`` object;
the stand-in does the same, so a bot bug that would fail in production fails in the tests.
Only documented limits are enforced: when in doubt, the stand-in accepts.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

from .models import MessageFlag

NAME_RE = re.compile(r"^[-_'\w]{1,32}$", re.UNICODE)
# The locales Discord accepts as keys of name_localizations / description_localizations.
DISCORD_LOCALES = frozenset(
    "id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el "
    "bg ru uk hi th zh-CN ja zh-TW ko".split())
MAX_FILE_BYTES = 10 * 1024 * 1024  # the upload limit of a server without boosts


class ApiError(Exception):
    """An HTTP error the stand-in returns, shaped like Discord's JSON errors.

    ``kind`` classifies it for ``StandIn.problems``: "invalid" (the bot sent something
    Discord rejects), "interaction" (late, duplicate or premature interaction response),
    "permission", "not_found", "dm_closed" (the user accepts no DMs: the bot's fallback is
    what a test checks) or "unknown_route".
    """

    def __init__(self, status: int, code: int, message: str, *, kind: str,
                 errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.kind = kind
        self.errors = errors
        self.summary = ""  # what StandIn.problems says instead of the message, when set

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def not_found(what: str, code: int) -> ApiError:
    return ApiError(404, code, f"Unknown {what}", kind="not_found")


class FormErrors:
    """Collects field errors under dotted paths and raises them as Discord's nested object."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str, str]] = []

    def add(self, path: str, code: str, message: str) -> None:
        self.items.append((path, code, message))

    def check(self, ok: bool, path: str, code: str, message: str) -> bool:
        if not ok:
            self.add(path, code, message)
        return ok

    def raise_if_any(self) -> None:
        if self.items:
            self.fail()

    def fail(self) -> NoReturn:
        """Raise the errors collected (at least one) as one 400 Invalid Form Body."""
        nested: dict[str, Any] = {}
        for path, code, message in self.items:
            node = nested
            for part in path.split("."):
                node = node.setdefault(part, {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        summary = "; ".join(f"{p}: {m}" for p, _, m in self.items)
        err = ApiError(400, 50035, "Invalid Form Body", kind="invalid", errors=nested)
        err.summary = summary
        raise err


def _length(errs: FormErrors, value: Any, path: str, lo: int, hi: int) -> None:
    if value is None:
        if lo > 0:
            errs.add(path, "BASE_TYPE_REQUIRED", "This field is required")
        return
    if not isinstance(value, str):
        errs.add(path, "BASE_TYPE_STRING", "Must be a string.")
    elif not lo <= len(value) <= hi:
        errs.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {lo} and {hi} in length.")


# --- messages ----------------------------------------------------------------------------------
def validate_message(body: dict[str, Any], files: list[Any], *, creating: bool,
                     existing_attachments: int = 0) -> None:
    """Validate a create/edit message body (channel message, interaction reply, follow-up)."""
    errs = FormErrors()
    flags = body.get("flags") or 0
    if not isinstance(flags, int):
        errs.add("flags", "NUMBER_TYPE_COERCE", "Value is not int.")
        flags = 0
    v2 = bool(flags & MessageFlag.IS_COMPONENTS_V2)
    content = body.get("content")
    if content is not None:
        if not isinstance(content, str):
            errs.add("content", "BASE_TYPE_STRING", "Must be a string.")
        elif len(content) > 2000:
            errs.add("content", "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
        elif v2 and content:
            errs.add("content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                     "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")
    _validate_embeds(errs, body.get("embeds"), v2)
    if "components" in body and body["components"] is not None:
        validate_components(errs, body["components"], v2=v2, path="components")
    _validate_allowed_mentions(errs, body.get("allowed_mentions"))
    attachments = body.get("attachments")
    if attachments is not None:
        if not isinstance(attachments, list):
            errs.add("attachments", "BASE_TYPE_LIST", "Must be a list.")
        elif len(attachments) > 10:
            errs.add("attachments", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    if len(files) > 10:
        errs.add("files", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    errs.raise_if_any()
    if sum(len(f.data) for f in files) > MAX_FILE_BYTES:
        raise ApiError(413, 40005, "Request entity too large", kind="invalid")
    if creating and not _has_body(body, files):
        raise ApiError(400, 50006, "Cannot send an empty message", kind="invalid")


def _has_body(body: dict[str, Any], files: list[Any]) -> bool:
    return bool(body.get("content") or body.get("embeds") or files or body.get("components")
                or body.get("sticker_ids") or body.get("poll") or body.get("attachments"))


def _validate_embeds(errs: FormErrors, embeds: Any, v2: bool) -> None:
    if embeds is None:
        return
    if not isinstance(embeds, list):
        errs.add("embeds", "BASE_TYPE_LIST", "Must be a list.")
        return
    if v2 and embeds:
        errs.add("embeds", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                 "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")
    if len(embeds) > 10:
        errs.add("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, e in enumerate(embeds):
        p = f"embeds.{i}"
        limits = {"title": 256, "description": 4096}
        for key, hi in limits.items():
            if e.get(key) is not None:
                _length(errs, e[key], f"{p}.{key}", 0, hi)
                total += len(str(e[key]))
        fields = e.get("fields") or []
        errs.check(len(fields) <= 25, f"{p}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, f in enumerate(fields):
            _length(errs, f.get("name"), f"{p}.fields.{j}.name", 1, 256)
            _length(errs, f.get("value"), f"{p}.fields.{j}.value", 1, 1024)
            total += len(str(f.get("name", ""))) + len(str(f.get("value", "")))
        if e.get("footer"):
            _length(errs, e["footer"].get("text"), f"{p}.footer.text", 1, 2048)
            total += len(str(e["footer"].get("text", "")))
        if e.get("author"):
            _length(errs, e["author"].get("name"), f"{p}.author.name", 1, 256)
            total += len(str(e["author"].get("name", "")))
    errs.check(total <= 6000, "embeds", "EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


def _validate_allowed_mentions(errs: FormErrors, am: Any) -> None:
    if am is None:
        return
    parse = am.get("parse", [])
    for i, p in enumerate(parse):
        errs.check(p in ("users", "roles", "everyone"), f"allowed_mentions.parse.{i}",
                   "BASE_TYPE_CHOICES", "Value must be one of ('users', 'roles', 'everyone').")
    for kind in ("users", "roles"):
        if kind in parse and am.get(kind):
            errs.add(f"allowed_mentions.{kind}", "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                     f"parse:[\"{kind}\"] and {kind}: [ids...] are mutually exclusive.")
        errs.check(len(am.get(kind) or []) <= 100, f"allowed_mentions.{kind}",
                   "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")


# --- components --------------------------------------------------------------------------------
SELECT_TYPES = (3, 5, 6, 7, 8)


def validate_components(errs: FormErrors, components: Any, *, v2: bool, path: str) -> None:
    if not isinstance(components, list):
        errs.add(path, "BASE_TYPE_LIST", "Must be a list.")
        return
    if not v2:
        errs.check(len(components) <= 5, path, "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
        for i, row in enumerate(components):
            if errs.check(isinstance(row, dict) and row.get("type") == 1, f"{path}.{i}.type",
                          "UNION_TYPE_CHOICES", "Top-level components must be action rows (type 1)."):
                _validate_row(errs, row, f"{path}.{i}")
    else:
        total = _count_components(components)
        errs.check(total <= 40, path, "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer components in total.")
        for i, comp in enumerate(components):
            _validate_v2(errs, comp, f"{path}.{i}")
    _check_unique_custom_ids(errs, components, path)


def _count_components(components: list[Any]) -> int:
    n = 0
    for c in components:
        if isinstance(c, dict):
            n += 1 + _count_components(c.get("components") or [])
            n += sum(1 for k in ("accessory", "component") if isinstance(c.get(k), dict))
    return n


def _validate_v2(errs: FormErrors, comp: Any, path: str) -> None:
    if not isinstance(comp, dict):
        errs.add(path, "BASE_TYPE_DICT", "Must be an object.")
        return
    ctype = comp.get("type")
    if ctype == 1:
        _validate_row(errs, comp, path)
    elif ctype in (9, 17):
        for i, child in enumerate(comp.get("components") or []):
            _validate_v2(errs, child, f"{path}.components.{i}")
        if comp.get("accessory"):
            _validate_v2(errs, comp["accessory"], f"{path}.accessory")
    elif ctype == 10:
        _length(errs, comp.get("content"), f"{path}.content", 1, 4000)
    elif ctype == 2:
        _validate_button(errs, comp, path)


def _validate_row(errs: FormErrors, row: dict[str, Any], path: str) -> None:
    children = row.get("components")
    if not isinstance(children, list) or not 1 <= len(children) <= 5:
        errs.add(f"{path}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
        return
    selects = [c for c in children if c.get("type") in SELECT_TYPES]
    if selects:
        errs.check(len(children) == 1, f"{path}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                   "A select menu must be alone in its action row.")
    for i, child in enumerate(children):
        cpath = f"{path}.components.{i}"
        ctype = child.get("type")
        if ctype == 2:
            _validate_button(errs, child, cpath)
        elif ctype in SELECT_TYPES:
            _validate_select(errs, child, cpath)
        elif ctype == 4:
            _validate_text_input(errs, child, cpath, in_label=False)
        else:
            errs.add(f"{cpath}.type", "UNION_TYPE_CHOICES", f"Component type {ctype} is not allowed in a row.")


def _validate_button(errs: FormErrors, b: dict[str, Any], path: str) -> None:
    style = b.get("style")
    if not errs.check(style in (1, 2, 3, 4, 5, 6), f"{path}.style", "BASE_TYPE_CHOICES",
                      "Value must be one of {1, 2, 3, 4, 5, 6}."):
        return
    if style == 5:
        errs.check(bool(b.get("url")), f"{path}.url", "BASE_TYPE_REQUIRED", "Link buttons need a url.")
        errs.check(b.get("custom_id") is None, f"{path}.custom_id", "COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                   "Link buttons cannot have a custom_id.")
    elif style != 6:
        _length(errs, b.get("custom_id"), f"{path}.custom_id", 1, 100)
        errs.check(b.get("url") is None, f"{path}.url", "BUTTON_URL_NOT_ALLOWED",
                   "Only link buttons can have a url.")
    if style != 6:
        errs.check(bool(b.get("label")) or bool(b.get("emoji")), f"{path}.label",
                   "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji.")
    if b.get("label") is not None:
        _length(errs, b["label"], f"{path}.label", 0, 80)


def _validate_select(errs: FormErrors, s: dict[str, Any], path: str) -> None:
    _length(errs, s.get("custom_id"), f"{path}.custom_id", 1, 100)
    if s.get("placeholder") is not None:
        _length(errs, s["placeholder"], f"{path}.placeholder", 0, 150)
    lo, hi = s.get("min_values", 1), s.get("max_values", 1)
    errs.check(isinstance(lo, int) and 0 <= lo <= 25, f"{path}.min_values", "NUMBER_TYPE_MAX",
               "min_values must be between 0 and 25.")
    errs.check(isinstance(hi, int) and 1 <= hi <= 25, f"{path}.max_values", "NUMBER_TYPE_MAX",
               "max_values must be between 1 and 25.")
    if isinstance(lo, int) and isinstance(hi, int):
        errs.check(lo <= hi, f"{path}.min_values", "SELECT_COMPONENT_MIN_MAX_VALUES",
                   "min_values must be less than or equal to max_values.")
    if s.get("type") != 3:
        return
    options = s.get("options")
    if not isinstance(options, list) or not 1 <= len(options) <= 25:
        errs.add(f"{path}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
        return
    if isinstance(hi, int):
        errs.check(hi <= len(options), f"{path}.max_values", "SELECT_COMPONENT_TOO_MANY_VALUES",
                   "max_values must be less than or equal to the number of options.")
    values = []
    for i, opt in enumerate(options):
        opath = f"{path}.options.{i}"
        _length(errs, opt.get("label"), f"{opath}.label", 1, 100)
        _length(errs, opt.get("value"), f"{opath}.value", 1, 100)
        if opt.get("description") is not None:
            _length(errs, opt["description"], f"{opath}.description", 0, 100)
        values.append(opt.get("value"))
    errs.check(len(set(values)) == len(values), f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
               "Select option values must be unique.")
    defaults = sum(1 for o in options if o.get("default"))
    if isinstance(hi, int):
        errs.check(defaults <= hi, f"{path}.options", "SELECT_COMPONENT_TOO_MANY_DEFAULTS",
                   "More default options than max_values.")


def _validate_text_input(errs: FormErrors, t: dict[str, Any], path: str, *, in_label: bool) -> None:
    _length(errs, t.get("custom_id"), f"{path}.custom_id", 1, 100)
    errs.check(t.get("style") in (1, 2), f"{path}.style", "BASE_TYPE_CHOICES", "Value must be one of {1, 2}.")
    if not in_label:
        _length(errs, t.get("label"), f"{path}.label", 1, 45)
    lo, hi = t.get("min_length"), t.get("max_length")
    if lo is not None:
        errs.check(isinstance(lo, int) and 0 <= lo <= 4000, f"{path}.min_length", "NUMBER_TYPE_MAX",
                   "min_length must be between 0 and 4000.")
    if hi is not None:
        errs.check(isinstance(hi, int) and 1 <= hi <= 4000, f"{path}.max_length", "NUMBER_TYPE_MAX",
                   "max_length must be between 1 and 4000.")
    if t.get("value") is not None:
        _length(errs, t["value"], f"{path}.value", 0, 4000)
    if t.get("placeholder") is not None:
        _length(errs, t["placeholder"], f"{path}.placeholder", 0, 100)


def _check_unique_custom_ids(errs: FormErrors, components: list[Any], path: str) -> None:
    seen: set[str] = set()

    def walk(items: list[Any]) -> None:
        for c in items:
            if not isinstance(c, dict):
                continue
            cid = c.get("custom_id")
            if cid is not None:
                if cid in seen:
                    errs.add(path, "COMPONENT_CUSTOM_ID_DUPLICATED", f"Component custom id {cid!r} is duplicated.")
                seen.add(cid)
            walk(c.get("components") or [])
            walk([c[k] for k in ("accessory", "component") if isinstance(c.get(k), dict)])

    walk(components)


# --- modals, autocomplete, commands -------------------------------------------------------------
def validate_modal(data: Any) -> None:
    errs = FormErrors()
    if not isinstance(data, dict):
        errs.add("data", "BASE_TYPE_DICT", "Must be an object.")
        errs.raise_if_any()
    _length(errs, data.get("title"), "data.title", 1, 45)
    _length(errs, data.get("custom_id"), "data.custom_id", 1, 100)
    comps = data.get("components")
    if errs.check(isinstance(comps, list) and 1 <= len(comps) <= 5, "data.components",
                  "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."):
        for i, comp in enumerate(comps):
            path = f"data.components.{i}"
            ctype = comp.get("type")
            if ctype == 1:
                inner = comp.get("components") or []
                if errs.check(len(inner) == 1 and inner[0].get("type") == 4, f"{path}.components",
                              "BASE_TYPE_BAD_LENGTH", "A modal row holds exactly one text input."):
                    _validate_text_input(errs, inner[0], f"{path}.components.0", in_label=False)
            elif ctype == 18:
                _length(errs, comp.get("label"), f"{path}.label", 1, 45)
                if comp.get("description") is not None:
                    _length(errs, comp["description"], f"{path}.description", 0, 100)
                inner = comp.get("component") or {}
                if inner.get("type") == 4:
                    _validate_text_input(errs, inner, f"{path}.component", in_label=True)
                elif inner.get("type") in SELECT_TYPES:
                    _validate_select(errs, inner, f"{path}.component")
            elif ctype != 10:
                errs.add(f"{path}.type", "UNION_TYPE_CHOICES", f"Component type {ctype} is not allowed in a modal.")
        _check_unique_custom_ids(errs, comps, "data.components")
    errs.raise_if_any()


def validate_choices(data: Any, option_type: int | None) -> list[dict[str, Any]]:
    errs = FormErrors()
    choices = (data or {}).get("choices")
    if not isinstance(choices, list) or len(choices) > 25:
        errs.add("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        errs.fail()
    for i, c in enumerate(choices):
        _length(errs, c.get("name"), f"data.choices.{i}.name", 1, 100)
        value = c.get("value")
        if option_type == 3:
            _length(errs, value, f"data.choices.{i}.value", 1, 100)
        elif option_type in (4, 10):
            errs.check(isinstance(value, int | float) and not isinstance(value, bool),
                       f"data.choices.{i}.value", "NUMBER_TYPE_COERCE", "Value is not a number.")
    errs.raise_if_any()
    return choices


def validate_commands(commands: Any, *, single: bool = False) -> list[dict[str, Any]]:
    """Validate a bulk-overwrite list (or one command) of application commands; the commands
    (one for ``single``) when they are valid."""
    errs = FormErrors()
    items = [commands] if single else commands
    if not isinstance(items, list):
        errs.add("_", "BASE_TYPE_LIST", "Must be a list.")
        errs.fail()
    names: set[tuple[int, str]] = set()
    for i, cmd in enumerate(items):
        path = "" if single else f"{i}."
        ctype = cmd.get("type", 1)
        name = cmd.get("name")
        key = (ctype, name)
        errs.check(key not in names, f"{path}name", "APPLICATION_COMMANDS_DUPLICATE_NAME",
                   f"Application command names must be unique ({name!r}).")
        names.add(key)
        if ctype == 1:
            _command_name(errs, name, f"{path}name")
            _length(errs, cmd.get("description"), f"{path}description", 1, 100)
            _localizations(errs, cmd, path)
            _validate_options(errs, cmd.get("options") or [], f"{path}options", depth=0)
        else:
            _length(errs, name, f"{path}name", 1, 32)
    if not single:
        _unique_localized(errs, [c for c in items if c.get("type", 1) == 1], "_")
        chat = sum(1 for c in items if c.get("type", 1) == 1)
        errs.check(chat <= 100, "_", "BASE_TYPE_MAX_LENGTH", "At most 100 chat input commands.")
    errs.raise_if_any()
    return items


def _command_name(errs: FormErrors, name: Any, path: str) -> None:
    if not isinstance(name, str) or not NAME_RE.match(name):
        errs.add(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {name!r}")
    elif name != name.lower():
        errs.add(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command names must be lowercase: {name!r}")


def _localizations(errs: FormErrors, item: dict[str, Any], path: str) -> None:
    """Localized names follow the name rules; descriptions the length rule; keys are locales."""
    for field, check in (("name_localizations", "name"), ("description_localizations", "text")):
        values = item.get(field) or {}
        for locale, value in values.items():
            where = f"{path}{field}.{locale}"
            errs.check(locale in DISCORD_LOCALES, where, "BASE_TYPE_CHOICES",
                       f"Value must be one of {sorted(DISCORD_LOCALES)}.")
            if check == "name":
                _command_name(errs, value, where)
            else:
                _length(errs, value, where, 1, 100)


def _unique_localized(errs: FormErrors, items: list[dict[str, Any]], path: str) -> None:
    """Siblings may not share a name in any locale (their own name where not localized)."""
    locales = {loc for o in items for loc in (o.get("name_localizations") or {})}
    for locale in locales:
        seen: set[str | None] = set()  # a missing name is _command_name's error, not this one
        for o in items:
            name = (o.get("name_localizations") or {}).get(locale, o.get("name"))
            errs.check(name not in seen, f"{path}.name_localizations.{locale}",
                       "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                       f"Localized name {name!r} is used twice.")
            seen.add(name)


def _validate_options(errs: FormErrors, options: list[dict[str, Any]], path: str, depth: int) -> None:
    errs.check(len(options) <= 25, path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    _unique_localized(errs, options, path)
    seen_optional = False
    names: set[str | None] = set()  # a missing name is reported by _command_name
    kinds = {o.get("type") in (1, 2) for o in options}
    errs.check(len(kinds) <= 1, path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
               "Subcommands cannot be mixed with other options.")
    for i, opt in enumerate(options):
        opath = f"{path}.{i}"
        otype = opt.get("type")
        _command_name(errs, opt.get("name"), f"{opath}.name")
        _length(errs, opt.get("description"), f"{opath}.description", 1, 100)
        _localizations(errs, opt, f"{opath}.")
        errs.check(opt.get("name") not in names, f"{opath}.name", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                   "Option names must be unique.")
        names.add(opt.get("name"))
        if otype == 2:
            errs.check(depth == 0, f"{opath}.type", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                       "Subcommand groups can only be at the top level.")
            subs = opt.get("options") or []
            errs.check(all(s.get("type") == 1 for s in subs), f"{opath}.options",
                       "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "A group can only hold subcommands.")
            _validate_options(errs, subs, f"{opath}.options", depth + 1)
        elif otype == 1:
            errs.check(depth <= 1, f"{opath}.type", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                       "Subcommands cannot be nested this deep.")
            _validate_options(errs, opt.get("options") or [], f"{opath}.options", depth + 2)
        else:
            errs.check(otype in range(3, 12), f"{opath}.type", "BASE_TYPE_CHOICES", "Unknown option type.")
            if opt.get("required"):
                errs.check(not seen_optional, f"{opath}.required",
                           "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                           "Required options must be placed before non-required options.")
            else:
                seen_optional = True
            choices = opt.get("choices") or []
            errs.check(len(choices) <= 25, f"{opath}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
            errs.check(not (choices and opt.get("autocomplete")), f"{opath}.autocomplete",
                       "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_AND_CHOICES",
                       "Autocomplete cannot be set with choices.")
            for j, ch in enumerate(choices):
                _length(errs, ch.get("name"), f"{opath}.choices.{j}.name", 1, 100)
