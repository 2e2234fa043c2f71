"""Finds the English pack's messages left on a page or feed built in another language.

A page's words are its text and the attributes a reader hears or sees (aria-label, title, alt, the
meta description), each in the language of its nearest `lang` (a feed: its `xml:lang`). The demo's
own words are taken out first: comment bodies and their excerpts, what the theme isolates in
<bdi> (names, titles), every title, name, description, address and number of Content/*.json,
and web addresses (an Atom id), which are the site's folders.
What is left is the theme's: it must hold no text of an English message that the language's own
pack does not also use."""
import json
import re
from pathlib import Path

from lxml import etree, html as lxml_html

ATOM = "{http://www.w3.org/2005/Atom}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# The readable attributes of an element; a <meta>'s content only for these names.
READ_ATTRIBUTES = ("aria-label", "title", "alt")
READ_META = ("description",)
# The keys of Content/*.json whose values a page shows as they are.
DEMO_TEXT_KEYS = {"title", "name", "firstName", "lastName", "description", "email", "phoneNumber"}
# The content the theme wraps whole, and what carries no words (scripts and styles).
DEMO_ELEMENTS = ("//*[contains(concat(' ', normalize-space(@class), ' '), ' e-content ')"
                 " or contains(concat(' ', normalize-space(@class), ' '), ' friend-comment-excerpt ')]"
                 " | //bdi | //script | //style")
# English relative dates, which come from CLDR's table rather than the pack ("ago" alone is also
# Spanish, Italian and Portuguese for August).
ENGLISH_DATES = (r"\d\S*\s+(?:second|minute|hour|day|week|month|year)s?\s+ago", r"yesterday", r"just now")
# An English text stands alone between Latin letters (Japanese and Chinese have no spaces).
LATIN = "A-Za-z\u00c0-\u024f"


def pack(locales, language):
    return json.loads((locales / f"{language}.json").read_text(encoding="utf-8"))


def pieces(message):
    """The texts of a message (of each of its plural forms) between its placeholders: the ones
    that hold a letter, without the spaces around them."""
    forms = [message] if isinstance(message, str) else list(message.values()) if isinstance(message, dict) else []
    return {piece.strip() for form in forms for piece in re.split(r"\{[A-Za-z_]+\}", form)
            if re.search(r"[^\W\d_]", piece)}


def standing_alone(text):
    return rf"(?<![{LATIN}]){re.escape(text)}(?![{LATIN}])"


def english_patterns(locales, language):
    """The patterns of the English texts a page in `language` must not hold: each piece of an
    English message that `language`'s pack does not use anywhere ("of" is Dutch for "or"), and
    English relative dates."""
    own = "\n".join(text for message in pack(locales, language).values() for text in pieces(message))
    english = {text for message in pack(locales, "en").values() for text in pieces(message)}
    return sorted(standing_alone(text) for text in english if not re.search(standing_alone(text), own)) + \
        ([] if language == "en" else list(ENGLISH_DATES))


def demo_texts(content):
    """The values of Content/*.json a page shows as they are, longest first."""
    found = set()

    def walk(value, key=None):
        if isinstance(value, dict):
            for name, item in value.items():
                walk(item, name)
        elif isinstance(value, list):
            for item in value:
                walk(item, key)
        elif isinstance(value, str) and key in DEMO_TEXT_KEYS and value.strip():
            found.add(value)
    for path in Path(content).rglob("*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return sorted(found, key=len, reverse=True)


def page_texts(path, demo, site_language):
    """(language, the theme's words, the text as shown) of each text and readable attribute of
    the page or feed at `path`: the theme's words are the text with the demo's own words
    (`demo_texts`) taken out. A text outside any `lang` (the sitemap's) is in `site_language`."""
    if path.suffix == ".xml":
        root = etree.parse(str(path)).getroot()
        for element in root.iter(ATOM + "content", ATOM + "name"):
            element.clear()

        def language_of(_):
            return root.get(XML_LANG) or site_language
    else:
        root = lxml_html.parse(str(path)).getroot()
        for element in root.xpath(DEMO_ELEMENTS):
            element.drop_tree()

        def language_of(element):
            return element.xpath("string(ancestor-or-self::*[@lang][1]/@lang)") or site_language
    found = []
    for element in root.iter():
        parent = element.getparent()
        if parent is not None:
            found.append((language_of(parent), element.tail))
        if isinstance(element.tag, str):  # not a comment
            language = language_of(element)
            names = READ_ATTRIBUTES + (("content",) if element.get("name") in READ_META else ())
            found += [(language, element.text)] + [(language, element.get(name)) for name in names]
    texts = []
    for language, shown in found:
        if shown and shown.strip():
            text = shown
            for own in demo:
                text = text.replace(own, " ")
            text = re.sub(r"https?://\S+", " ", text)  # addresses (an Atom id) are the site's folders
            texts.append((language, text, shown.strip()))
    return texts
