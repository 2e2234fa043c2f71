// swift-tools-version: 6.1
import PackageDescription

// One target per layer. Data flows one way:
// Content (JSON files) → MarginaliaModels → MarginaliaViewModels → Templates → Output.
let package = Package(
    name: "Marginalia",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "marginalia", targets: ["marginalia"]),
        .library(name: "MarginaliaSite", targets: ["MarginaliaSite"]),
        // The libFuzzer target (see Fuzz/README.md); without `-sanitize=fuzzer` it replays inputs.
        .executable(name: "marginalia-fuzz", targets: ["MarginaliaFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already in the graph through Hummingbird; named here for the fuzzer's request mode, which
        // decodes requests with the server's own HTTP/1 to HTTP-types conversion.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        // Avatar downloads (MarginaliaAvatarDownloads only): one pooled client a build.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Isso's SQLite database (MarginaliaImport only): read-only queries, row by row.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Staticman's YAML data files (MarginaliaImport only): one small document a file.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The fuzz invariants as property-based tests in every `swift test`.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The C library, reached through pkg-config.
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // An arena allocator for cmark: one comment's nodes and buffers in a few blocks, given back
        // at once (MarginaliaMarkdown only).
        .target(name: "CMarkArena", dependencies: ["CMark"]),
        // The system calls Swift cannot reach directly (an atomic exchange of two paths) and the
        // process's signal setup (SIGPIPE ignored).
        .target(name: "CSystemShims"),
        // libxml2's HTML parser for imported comments (FoundationXML links the same library).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // zlib's inflate for gzipped exports (Remark42 backups, Commento downloads).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Text: checks and escapes for untrusted text and URLs, on UTF-8 bytes, and the text engines
        // the view models use (initials, excerpts, script-safe JSON); knows no model.
        .target(name: "MarginaliaText"),
        // Locale: CLDR's plural rules and relative-time phrases for the shipped languages, taken from
        // Unicode CLDR by scripts/cldr-extract, and the themes' language packs with their checker;
        // pure Swift but for the one file that reads a theme's locales/ folder; knows only Text.
        .target(name: "MarginaliaLocale", dependencies: ["MarginaliaText"]),
        // Models: Decodable values that mirror the fixture JSON.
        .target(name: "MarginaliaModels", dependencies: ["MarginaliaText"]),
        // Content: reading fixtures from disk, decoding errors with locations, reference checks.
        .target(
            name: "MarginaliaContent",
            dependencies: [
                "MarginaliaModels", "MarginaliaText", "MarginaliaLocale",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // Markdown: the only place that calls cmark.
        .target(
            name: "MarginaliaMarkdown", dependencies: ["CMark", "CMarkArena", "MarginaliaModels", "MarginaliaText"]
        ),
        // Templates: our compiled Mustache engine, checked against the view models; pure Swift,
        // knows only Text (its "did you mean" hints).
        .target(name: "MarginaliaTemplates", dependencies: ["MarginaliaText"]),
        // Dates: relative dates from a table of rules, and absolute dates written by Foundation's
        // formatters or, where they agree, from civil-date fields; knows no view model.
        .target(name: "MarginaliaDates", dependencies: ["MarginaliaModels"]),
        // View models: presentation logic, pure values.
        .target(
            name: "MarginaliaViewModels",
            dependencies: ["MarginaliaModels", "MarginaliaText", "MarginaliaDates", "MarginaliaLocale"]
        ),
        // The coordinator: decides pages and URLs, renders templates, writes Output/. It links no
        // network code: avatars reach it through the `AvatarFetching` protocol.
        .target(
            name: "MarginaliaSite",
            dependencies: [
                "MarginaliaModels", "MarginaliaText", "MarginaliaDates", "MarginaliaContent", "MarginaliaMarkdown",
                "MarginaliaViewModels", "MarginaliaTemplates", "MarginaliaLocale", "CSystemShims",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // Avatar downloads over HTTP(S): the site's `AvatarFetching` with AsyncHTTPClient, the
        // environment's proxies, and `BuildServices.live`, which the command line passes to the site.
        .target(
            name: "MarginaliaAvatarDownloads",
            dependencies: [
                "MarginaliaSite", "MarginaliaModels",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // Import: Disqus, WordPress, Commento and Remark42 exports, Isso databases and Staticman folders
        // into fixtures; the only place that calls libxml2, zlib, SQLite and YAML.
        .target(
            name: "MarginaliaImport",
            dependencies: [
                "MarginaliaModels", "MarginaliaContent", "MarginaliaText", "CLibXML2", "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The development server: serves Output/, watches the inputs, rebuilds, live-reloads.
        .target(
            name: "MarginaliaServer",
            dependencies: [
                "MarginaliaSite", "MarginaliaContent", "MarginaliaModels", "MarginaliaText",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The command-line interface as a testable library.
        .target(
            name: "MarginaliaCommands",
            dependencies: [
                "MarginaliaSite", "MarginaliaAvatarDownloads", "MarginaliaImport", "MarginaliaServer", "CSystemShims",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The thin executable.
        .executableTarget(name: "marginalia", dependencies: ["MarginaliaCommands"]),
        // libFuzzer's driver, reached through a weak symbol: present only in `-sanitize=fuzzer` builds.
        .target(name: "CLibFuzzer"),
        // The fuzz target: fixture decoding, Markdown rendering, array splitting, URL checks, the
        // development server's request handling, and random themes loaded against the view models
        // and rendering the demo.
        .executableTarget(
            name: "MarginaliaFuzz",
            dependencies: [
                "MarginaliaModels", "MarginaliaText", "MarginaliaContent", "MarginaliaMarkdown", "MarginaliaSite",
                "MarginaliaServer", "CLibFuzzer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ]
        ),
        // The engine's own tests, including the official Mustache spec (read from ../shared/mustache-spec).
        .testTarget(name: "MarginaliaTemplatesTests", dependencies: ["MarginaliaTemplates"]),
        // What the test targets share (the reference "now", a seeded generator); no product uses it.
        .target(
            name: "MarginaliaTestSupport", dependencies: ["MarginaliaViewModels", "MarginaliaLocale"],
            path: "Tests/MarginaliaTestSupport"),
        // The values' own tests: they build without the server, the site or any network code.
        .testTarget(name: "MarginaliaTextTests", dependencies: ["MarginaliaText", "MarginaliaTestSupport"]),
        .testTarget(name: "MarginaliaLocaleTests", dependencies: ["MarginaliaLocale"], exclude: ["Fixtures"]),
        .testTarget(name: "MarginaliaDatesTests", dependencies: ["MarginaliaDates", "MarginaliaTestSupport"]),
        .testTarget(
            name: "MarginaliaModelsTests", dependencies: ["MarginaliaModels", "MarginaliaText", "CSystemShims"]),
        .testTarget(
            name: "MarginaliaViewModelsTests",
            dependencies: ["MarginaliaModels", "MarginaliaViewModels", "MarginaliaTestSupport"]
        ),
        .testTarget(
            name: "MarginaliaTests",
            dependencies: [
                "MarginaliaTestSupport", "MarginaliaModels", "MarginaliaText", "MarginaliaDates", "MarginaliaContent",
                "MarginaliaMarkdown",
                "MarginaliaViewModels", "MarginaliaSite", "MarginaliaAvatarDownloads", "MarginaliaCommands",
                "MarginaliaImport", "MarginaliaServer", "MarginaliaFuzz", "CLibXML2",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            exclude: ["Golden", "Import/Fixtures", "Sitemaps"]
        ),
    ]
)

// Benchmarks, declared only on request, as Hummingbird does with ENABLE_HB_BENCHMARKS: without
// MARGINALIA_BENCHMARKS=1, neither package-benchmark nor swift-mustache is fetched or built, and
// the product never links swift-mustache (Benchmarks/README.md).
if Context.environment["MARGINALIA_BENCHMARKS"] == "1" {
    package.dependencies += [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ]
    package.targets += [
        // Micro-benchmarks of the pieces written by hand for speed, each against the library it
        // stands in for.
        .executableTarget(
            name: "MarginaliaMicroBenchmarks",
            dependencies: [
                "MarginaliaModels", "MarginaliaText", "MarginaliaContent", "MarginaliaViewModels", "MarginaliaLocale",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Micro",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The busiest post page with swift-mustache through the old bindings and with MarginaliaTemplates.
        .executableTarget(
            name: "TemplateEngines",
            dependencies: [
                "MarginaliaModels", "MarginaliaText", "MarginaliaContent", "MarginaliaMarkdown", "MarginaliaViewModels",
                "MarginaliaSite", "MarginaliaTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/TemplateEngines",
            exclude: ["Theme"]
        ),
    ]
}
