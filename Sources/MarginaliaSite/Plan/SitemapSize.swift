import MarginaliaViewModels

/// The size of the theme's sitemap for a list of URLs, known without rendering it, so that a plan
/// can tell how many files the sitemap has. The sitemap template reads nothing but its list of
/// URLs, so for n ≥ 1 URLs its size is `fixed + perURL × n + perURLByte × (the URLs' escaped
/// bytes)`: measured once from three small renders. (A template that escapes nothing is
/// overestimated, never under; one that nests the list in itself is not of this form.)
struct SitemapSize: Sendable, Equatable {
    /// The bytes of the file besides its URLs.
    let fixed: Int
    /// The bytes each URL adds besides its own text.
    let perURL: Int
    /// How many times each URL's text is written.
    let perURLByte: Int

    /// The bytes `url` adds to a file.
    func entry(_ url: String) -> Int {
        let (product, overflow) = perURLByte.multipliedReportingOverflow(by: Self.escapedLength(url))
        return overflow ? Int.max : Self.sum(perURL, product)
    }

    /// `a + b`, or `Int.max` past it.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : total
    }

    /// The length of `text` once `& < > " '` are escaped, as templates escape text.
    private static func escapedLength(_ text: String) -> Int {
        text.utf8.reduce(0) { length, byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "'"): length + 5
            case UInt8(ascii: "<"), UInt8(ascii: ">"): length + 4
            case UInt8(ascii: "\""): length + 6
            default: length + 1
            }
        }
    }
}

extension SitemapSize {
    /// The size of `templates`' sitemap, measured.
    init(measuring templates: TemplateRenderer) {
        func size(_ urls: [String]) -> Int {
            templates.render(SitemapViewModel(urls: urls), template: SitemapPage.template).count
        }
        let one = size(["a"])
        let longer = size(["aa"])
        let two = size(["a", "a"])
        perURLByte = max(0, longer - one)
        perURL = max(0, two - one - perURLByte)
        fixed = max(0, one - perURL - perURLByte)
    }
}
