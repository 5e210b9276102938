#!/usr/bin/env python3
"""Validates every shipped example (JSON and YAML) against the schema printed by `tabula schema`,
and checks that the schema rejects a few broken definitions. Usage: check-schema.py SCHEMA EXAMPLE..."""
import json
import sys

import jsonschema
import yaml


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle) if path.endswith(".json") else yaml.safe_load(handle)


def main():
    schema = load(sys.argv[1])
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = 0
    for path in sys.argv[2:]:
        errors = sorted(validator.iter_errors(load(path)), key=lambda error: list(error.path))
        for error in errors:
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
        failures += bool(errors)
        if not errors:
            print(f"{path}: valid")
    broken = [
        {"sections": [{"rows": [{"text": "a", "colour": "red"}]}]},
        {"sections": [{"rows": [{"type": "switch", "value": "yes"}]}]},
        {"sections": [{"rows": [{"text": "a", "style": "value3"}]}]},
        {"sections": [{"rows": [{"type": "slider", "placeholder": "x"}]}]},
        {"sections": [{"rows": [{"text": "a", "hidden": {"when": "x"}}]}]},
        {"style": "fancy", "sections": []},
        {"locale": "French", "sections": []},
    ]
    for document in broken:
        if validator.is_valid(document):
            print(f"schema accepts a broken definition: {json.dumps(document)}")
            failures += 1
    if failures:
        sys.exit(1)
    print(f"schema: {len(sys.argv) - 2} examples valid, {len(broken)} broken definitions rejected")


main()
