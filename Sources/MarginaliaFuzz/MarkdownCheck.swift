import MarginaliaMarkdown

/// Renders the payload as a comment body and checks the HTML against `RenderedHTMLRules`.
struct MarkdownCheck {
    let markdown: String

    init(payload: [UInt8]) {
        markdown = String(decoding: payload, as: UTF8.self)
    }

    func run() throws(FuzzFailure) {
        let html = CMarkRenderer().html(fromMarkdown: markdown)
        if let broken = RenderedHTMLRules.violation(in: html) {
            throw FuzzFailure(.markdown, "\(broken)\n--- markdown\n\(markdown.debugDescription)\n--- html\n\(html)")
        }
    }
}
