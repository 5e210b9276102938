#!/usr/bin/env python3
"""Fails when Tabula's sources use an API newer than the platforms Package.swift declares.

Linux cannot compile for Apple platforms, but the toolchain's own module interfaces (Swift, _Concurrency,
_StringProcessing, Synchronization, Observation) keep Apple's availability attributes. This script reads every
declaration that those interfaces mark as newer than our floor (or unavailable on an Apple platform), then
looks for uses of them in Sources/ outside `if #available` blocks:

- a type, property or case is used when its name appears as a word;
- a function or initializer is used when its name is called with its first argument label
  (`String(validating:` for `String.init(validating:as:)`, `.makeStream(of:` for `makeStream(of:…)`).

Usage: check-availability.py [--self-test] [PACKAGE_ROOT]
"""
import os
import re
import sys

PLATFORMS = {"macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"}
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation"]
# C functions that Darwin marks unavailable in Swift; Linux has no Darwin interface to read them from.
DARWIN_UNAVAILABLE = {"system": "system() is unavailable in Swift on Apple platforms (use posix_spawn)"}
DECLARATION = re.compile(
    r"^\s*(?:(?:public|open|package|final|static|class|mutating|nonmutating|override|convenience|required|"
    r"nonisolated|dynamic|indirect|consuming|borrowing|@[\w.]+(?:\([^)]*\))?)\s+)*"
    r"(func|init|var|let|struct|class|enum|protocol|extension|typealias|actor|case|subscript)\b\s*([^\s(<:{=]*)(.*)")


def version(text):
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def floors(package_swift):
    """The declared minimum version of each platform, from Package.swift's `platforms:`."""
    found = {}
    for name, major in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)?)\)", package_swift):
        found[name] = version(major.replace("_", "."))
    if not found:
        sys.exit("check-availability: Package.swift declares no platforms")
    return found


def availability(attribute):
    """{platform: version or None for unavailable} from one @available(...) attribute."""
    body = attribute[attribute.index("(") + 1: attribute.rindex(")")]
    parts = [part.strip() for part in body.split(",")]
    result = {}
    if parts and parts[0] in PLATFORMS and len(parts) > 1 and parts[1] == "unavailable":
        result[parts[0]] = None
        return result
    for part in parts:
        words = part.split()
        if len(words) == 2 and words[0] in PLATFORMS and re.match(r"^\d+(\.\d+)*$", words[1]):
            result[words[0]] = version(words[1])
    return result


def merge(outer, inner):
    merged = dict(outer)
    for platform, needed in inner.items():
        if platform in merged and merged[platform] is None:
            continue
        if needed is None or platform not in merged or needed > merged[platform]:
            merged[platform] = needed
    return merged


def too_new(needs, floor):
    """The platforms on which `needs` is above the floor (or unavailable)."""
    return {p: v for p, v in needs.items() if p in floor and (v is None or v > floor[p])}


def first_label(rest):
    match = re.match(r"\s*(?:<[^>]*>)?\s*\(\s*([A-Za-z_]\w*)?\s*(\w+)?\s*:", rest)
    if not match:
        return None
    return match.group(1) or ""


def interface_declarations(path, floor):
    """(pattern, description) for every declaration of the interface newer than `floor`."""
    found = []
    scopes = []  # (kind, type name, availability)
    pending = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            stripped = line.strip()
            if stripped.startswith("@available("):
                pending = merge(pending, availability(stripped[: stripped.index(")") + 1]))
                stripped = stripped[stripped.index(")") + 1:].strip()
                if not stripped:
                    continue
            enclosing = scopes[-1][2] if scopes else {}
            in_body = any(kind == "body" for kind, _, _ in scopes)
            match = DECLARATION.match(stripped)
            kind = "body"
            if match and not in_body:
                keyword, name, rest = match.groups()
                needs = merge(enclosing, pending)
                type_name = next((n for k, n, _ in reversed(scopes) if k == "type"), "")
                if keyword in ("struct", "class", "enum", "protocol", "actor", "extension"):
                    kind = "type"
                # Members of a type that is itself too new are caught where the type is named.
                newer = too_new(needs, floor) if not too_new(enclosing, floor) else {}
                if newer and keyword != "extension":
                    described = ", ".join(f"{p} {'(unavailable)' if v is None else '.'.join(map(str, v)).removesuffix('.0')}"
                                          for p, v in sorted(newer.items()))
                    if keyword in ("func", "init", "subscript"):
                        label = first_label(rest) if keyword != "subscript" else None
                        if label is not None and label != "_":
                            callee = re.escape(type_name) if keyword == "init" else r"\.?" + re.escape(name)
                            pattern = callee + r"\s*\(\s*" + (re.escape(label) + r"\s*:" if label else r"[^):]")
                            found.append((pattern, f"{type_name + '.' if type_name else ''}{name or 'init'}"
                                                   f"({label}:…) needs {described}"))
                    elif name and not name.startswith("_") and name not in ("init",):
                        member = keyword in ("var", "let", "case") and type_name
                        nested = keyword in ("struct", "class", "enum", "protocol", "actor", "typealias") and type_name
                        prefix = r"\." if member else (r"\b" + re.escape(type_name) + r"\s*\." if nested else r"\b")
                        found.append((prefix + re.escape(name.strip("`")) + r"\b",
                                      f"{type_name + '.' if type_name else ''}{name} "
                                      f"needs {described}"))
                    elif keyword == "extension":
                        pass
                if keyword == "extension":
                    kind = "type"
                scope_availability = needs
            else:
                scope_availability = enclosing
            opened = stripped.count("{") - stripped.count("}")
            if opened > 0:
                scopes.append((kind, (match.group(2).split(".")[-1] if match else ""), scope_availability))
            elif opened < 0:
                for _ in range(-opened):
                    if scopes:
                        scopes.pop()
            if match or not stripped.startswith("@"):
                pending = {}
    return found


def interfaces():
    root = os.path.join(os.path.dirname(os.path.realpath(os.popen("command -v swift").read().strip())), "..",
                        "lib", "swift", "linux")
    for module in MODULES:
        folder = os.path.join(root, f"{module}.swiftmodule")
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            if name.endswith(".swiftinterface") and ".private." not in name:
                yield os.path.join(folder, name)


def strip_strings_and_comments(line):
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//")[0]


def scan(sources, declarations):
    """(file, line, message) for every use of a too-new declaration outside `if #available`."""
    compiled = [(re.compile(pattern), message) for pattern, message in declarations]
    problems = []
    for path, text in sources:
        guarded_depth = None
        depth = 0
        for number, raw in enumerate(text.splitlines(), 1):
            line = strip_strings_and_comments(raw)
            if re.search(r"\bif\s+#available\(", line) and guarded_depth is None:
                guarded_depth = depth
            if guarded_depth is None and not raw.lstrip().startswith("///"):
                for pattern, message in compiled:
                    if pattern.search(line):
                        problems.append((path, number, message))
                for name, message in DARWIN_UNAVAILABLE.items():
                    if re.search(r"(?<![.\w])" + name + r"\s*\(", line):
                        problems.append((path, number, message))
            depth += line.count("{") - line.count("}")
            if guarded_depth is not None and depth <= guarded_depth and "}" in line:
                guarded_depth = None
    return problems


def swift_sources(root):
    for folder, _, names in os.walk(os.path.join(root, "Sources")):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    yield os.path.relpath(path, root), handle.read()


def main():
    arguments = [a for a in sys.argv[1:] if a != "--self-test"]
    root = arguments[0] if arguments else os.path.join(os.path.dirname(__file__), "..")
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
        floor = floors(handle.read())
    declarations = [d for path in interfaces() for d in interface_declarations(path, floor)]
    if len(declarations) < 50:
        sys.exit(f"check-availability: only {len(declarations)} newer declarations found; is the toolchain's "
                 "interface readable?")
    if "--self-test" in sys.argv:
        sample = ("let s = String(validating: bytes, as: UTF8.self)\nlet m = Mutex(0)\nsystem(\"ls\")\n"
                  "if #available(macOS 15, *) {\n  let t = String(validating: b, as: UTF8.self)\n}\n"
                  "let fine = String(decoding: b, as: UTF8.self)\n")
        found = scan([("Sample.swift", sample)], declarations)
        lines = sorted({number for _, number, _ in found})
        if lines != [1, 2, 3]:
            sys.exit(f"check-availability self-test: expected problems on lines 1, 2, 3, found {found}")
        print(f"check-availability self-test: caught {len(found)} uses on lines {lines}, none inside #available")
    problems = scan(list(swift_sources(root)), declarations)
    for path, number, message in problems:
        print(f"{path}:{number}: {message}, newer than the declared platforms", file=sys.stderr)
    floors_text = ", ".join(f"{p} {'.'.join(map(str, v[:2])).removesuffix('.0')}" for p, v in sorted(floor.items()))
    if problems:
        sys.exit(f"check-availability: {len(problems)} uses of APIs newer than {floors_text}")
    print(f"check-availability: no API newer than {floors_text} ({len(declarations)} newer declarations checked)")


if __name__ == "__main__":
    main()
