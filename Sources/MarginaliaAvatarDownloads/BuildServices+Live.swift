import MarginaliaSite

extension BuildServices {
    /// What `marginalia build` and `marginalia serve` use: cmark, the local file system and avatar
    /// downloads over HTTP(S) (`HTTPClientAvatarFetcher`, through the proxies the environment
    /// names). The site's own default downloads nothing, since MarginaliaSite does not link an
    /// HTTP client; the program is assembled with these in MarginaliaCommands.
    public static var live: BuildServices {
        BuildServices(avatarFetcher: HTTPClientAvatarFetcher())
    }
}
