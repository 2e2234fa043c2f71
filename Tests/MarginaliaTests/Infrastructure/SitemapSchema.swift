import CLibXML2
import Foundation

/// The sitemaps.org schemas, vendored in `Tests/MarginaliaTests/Sitemaps/` (its README names their
/// source and licence), checked with libxml2 as `xmllint --schema` does.
enum SitemapSchema: String {
    /// A sitemap: `<urlset>`.
    case sitemap = "sitemap.xsd"
    /// A sitemap index: `<sitemapindex>`.
    case index = "siteindex.xsd"

    private static let initialized: Void = xmlInitParser()

    /// Whether `document` is well-formed and valid against this schema; libxml2 prints the
    /// reasons when it is not.
    func validates(_ document: Data) -> Bool {
        Self.initialized
        let path = PackagePaths.root.appendingPathComponent("Tests/MarginaliaTests/Sitemaps/" + rawValue).path
        guard let parser = xmlSchemaNewParserCtxt(path) else { return false }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let schema = xmlSchemaParse(parser) else { return false }
        defer { xmlSchemaFree(schema) }
        guard let validator = xmlSchemaNewValidCtxt(schema) else { return false }
        defer { xmlSchemaFreeValidCtxt(validator) }
        let parsed = document.withUnsafeBytes { buffer in
            xmlReadMemory(
                buffer.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(buffer.count), rawValue, "UTF-8",
                Int32(XML_PARSE_NONET.rawValue))
        }
        guard let parsed else { return false }
        defer { xmlFreeDoc(parsed) }
        return xmlSchemaValidateDoc(validator, parsed) == 0
    }
}
