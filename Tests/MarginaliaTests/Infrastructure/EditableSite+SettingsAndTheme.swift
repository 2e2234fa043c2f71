import Foundation

extension EditableSite {
    /// Changes one field of `site.json`: a text (title, description, language), a number (feed
    /// and friend-comment limits, threads per page) or switch (thread fragments), or what links and dates are made from (base
    /// URL, time zone, avatar policy, reply links).
    mutating func editSettings(_ kind: Edit, _ dice: inout Dice) -> String {
        let number = fresh()
        let before = settings
        switch (kind, dice.index(4)) {
        case (.settingsText, 0), (.settingsText, 1):
            settings.title = dice.pick(["Property site", "Ünïcode & <tags>", "Comments"]) + " \(number)"
        case (.settingsText, 2): settings.description = dice.chance(3) ? "" : "What readers said, \(number)"
        case (.settingsText, _): settings.language = dice.pick(["en", "de", "fr-CH", "ja", "ar"])
        case (.settingsNumbers, 0): settings.feedLimit = dice.number(0...6)
        case (.settingsNumbers, 1): settings.friendCommentLimit = dice.number(0...4)
        case (.settingsNumbers, 2): settings.threadsPerPage = dice.number(1...3)
        case (.settingsNumbers, _): settings.threadFragments.toggle()
        case (_, 0):
            settings.baseURL = dice.pick([
                "http://localhost:8000/", "https://comments.example.org/", "https://example.org/blog/comments/",
            ])
        case (_, 1): settings.timeZone = dice.pick(["UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo"])
        case (_, 2): settings.avatars = dice.pick(["fetch", "hotlink", "none"])
        default:
            settings.replyURLTemplate =
                settings.replyURLTemplate == nil ? "https://blog.example.org/reply?post={postId}&c={commentId}" : nil
        }
        let changed = zip(Mirror(reflecting: before).children, Mirror(reflecting: settings).children)
            .filter { "\($0.0.value)" != "\($0.1.value)" }.map { "\($0.1.label ?? "") \($0.1.value)" }
        return "site.json: " + (changed.isEmpty ? "unchanged" : changed.joined(separator: ", "))
    }

    /// Changes a template or an asset.
    mutating func editTheme(_ kind: Edit, _ dice: inout Dice) -> String? {
        let number = fresh()
        switch kind {
        case .templateMarked:
            let path = dice.pick(RepositoryTheme.templates.keys.sorted())
            templateMarks[path] = number
            return "\(path) marked \(number)"
        case .templateRestored:
            guard let path = dice.pickIfAny(templateMarks.keys.sorted()) else { return nil }
            templateMarks[path] = nil
            return "\(path) restored"
        case .threadTemplateToggled:
            hasThreadTemplate.toggle()
            return hasThreadTemplate ? "thread.mustache restored" : "thread.mustache removed"
        case .contentAsset:
            // A new file, a changed one, or one that replaces the theme's file of the same path.
            let path = dice.pick(
                contentAssets.keys.sorted() + [
                    "style.css", "favicon.svg", "notes-\(number).txt", "images/\(number).svg",
                ])
            contentAssets[path] = Data("/* content asset \(number) */\n".utf8)
            return "Content/assets/\(path) written"
        case .contentAssetRemoved:
            guard let path = dice.pickIfAny(contentAssets.keys.sorted()) else { return nil }
            contentAssets[path] = nil
            return "Content/assets/\(path) removed"
        case .themeAsset:
            // A file of the repository's theme comes back as it was; any other grows by a line.
            let known = Set(themeAssets.keys).union(RepositoryTheme.assets.keys).sorted()
            let path = dice.pick(known + ["extra-\(number).css", "fonts/\(number).txt"])
            if let existing = themeAssets[path] {
                themeAssets[path] = existing + Data("\n/* \(number) */".utf8)
                return "Templates/assets/\(path) changed"
            }
            themeAssets[path] = RepositoryTheme.assets[path] ?? Data("/* theme asset \(number) */\n".utf8)
            return "Templates/assets/\(path) added"
        default:
            guard let path = dice.pickIfAny(themeAssets.keys.sorted()) else { return nil }
            themeAssets[path] = nil
            return "Templates/assets/\(path) removed"
        }
    }
}
