#!/usr/bin/env python3
"""Writes a URI-heavy Java code base for measure.sh: CLASSES classes of about 100 lines each, half
of their lines ordinary code (collections, loops, string building), half URI work: constants,
URI.create / new URI / new URL calls, concatenations, a few look-alikes and some bad URIs."""
import os, sys

out, classes = sys.argv[1], int(sys.argv[2])
pkg = os.path.join(out, "com", "example", "perf")
os.makedirs(pkg, exist_ok=True)
uris = [
    "https://api.example.com/v1/users", "http://localhost:8080/health", "https://cdn.example.com/a b.png",
    "https://bob:hunter2@example.com/", "http://api.acme.com/feed", "https://api.example.com/?token=abc",
    "htps://example.com/", "HTTP://Example.COM:80/a/../b", "https://example.com:70000/", "jdbc:postgresql://db/app",
    "https://example.com/%2520", "http://0x7f.1/", "mailto:bob@example.com", "urn:isbn:0451450523",
]
for c in range(classes):
    lines = [f"package com.example.perf;", "", "import java.net.URI;", "import java.net.URL;",
             "import java.util.ArrayList;", "import java.util.HashMap;", "import java.util.List;", "import java.util.Map;", "",
             f"public final class Service{c} {{"]
    for i, u in enumerate(uris):
        lines.append(f'  static final String URL_{i} = "{u}";')
    lines.append('  static final String ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";')
    lines.append('  private final Map<String, List<Integer>> index = new HashMap<>();')
    for m in range(6):
        u = uris[(c + m) % len(uris)]
        lines += [
            f"  URI endpoint{m}(String id) throws Exception {{",
            f'    URI base = URI.create(URL_{(c + m) % len(uris)});',
            f'    URI other = new URI("{u}");',
            f'    URL legacy = new URL(URL_{(c + m + 3) % len(uris)});',
            f'    String label = "service-" + id + ":" + {m};',
            f'    System.setProperty("endpoint.{m}", "localhost:{8000 + m}");',
            "    StringBuilder sb = new StringBuilder();",
            "    for (int k = 0; k < id.length(); k++) {",
            "      sb.append(Character.toUpperCase(id.charAt(k)));",
            "      index.computeIfAbsent(label, x -> new ArrayList<>()).add(k);",
            "    }",
            f'    return legacy.toString().isEmpty() ? other : base.resolve("users/" + {m});',
            "  }",
        ]
    lines += ["  int size() {", "    int n = 0;", "    for (List<Integer> v : index.values()) {", "      n += v.size();", "    }", "    return n;", "  }", "}"]
    with open(os.path.join(pkg, f"Service{c}.java"), "w") as f:
        f.write("\n".join(lines) + "\n")
