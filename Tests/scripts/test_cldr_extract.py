"""scripts/cldr-extract on small made-up CLDR trees: where each value comes from along a locale's
chain, and that missing or unusable data stops it with a message instead of writing holes."""

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "cldr-extract"
LOCALES = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "cs", "tr", "ar", "he", "ja", "zh", "ko"]
UNITS = ["second", "minute", "hour", "day", "week", "month", "year"]


def field(unit, locale, counts=("one", "other"), extra=""):
    patterns = "".join(
        f'<relativeTimePattern count="{count}">{locale} {unit} {count} {{0}}</relativeTimePattern>' for count in counts
    )
    relatives = {"day": f'<relative type="-1">{locale} yesterday</relative>', "second": f'<relative type="0">{locale} now</relative>'}
    return (
        f'<field type="{unit}">{relatives.get(unit, "")}'
        f'<relativeTime type="past">{patterns}</relativeTime>{extra}</field>'
        f'<field type="{unit}-short"><alias source="locale" path="../field[@type=\'{unit}\']"/></field>'
    )


def main_file(locale, fields, numbers="", order=None):
    layout = f"<layout><orientation><characterOrder>{order}</characterOrder></orientation></layout>" if order else ""
    return (
        f'<?xml version="1.0" encoding="UTF-8" ?><ldml>{layout}<dates><fields>{fields}</fields></dates>'
        f"<numbers>{numbers}</numbers></ldml>"
    )


def script_metadata(*lines):
    """scriptMetadata.txt with its comment header and one line per (code, RTL field)."""
    rows = [f"{code}; 1; 0041; ZZ; 1; RECOMMENDED; {rtl}; NO; NO; NO; NO" for code, rtl in lines]
    return "# ScriptMetadata.txt\n# 6 - RTL\n\n" + "\n".join(rows) + "\n"


SCRIPTS = script_metadata(("Zyyy", "UNKNOWN"), ("Latn", "NO"), ("Arab", "YES"), ("Hebr", "YES"), ("Deva", "NO"))


ROOT_NUMBERS = (
    "<defaultNumberingSystem>latn</defaultNumberingSystem><minimumGroupingDigits>1</minimumGroupingDigits>"
    '<symbols numberSystem="latn"><decimal>.</decimal><group>,</group><minusSign>-</minusSign></symbols>'
    '<decimalFormats numberSystem="latn"><decimalFormatLength><decimalFormat><pattern>#,##0.###</pattern>'
    "</decimalFormat></decimalFormatLength></decimalFormats>"
)


def cldr_tree(root, overrides=None):
    """A tree in which every shipped language uses one and other (fr also many)."""
    files = {
        "common/dtd/ldml.dtd": '<!ATTLIST version cldrVersion CDATA #FIXED "48" >\n',
        "common/supplemental/supplementalData.xml": "<supplementalData/>",
        "common/supplemental/plurals.xml": (
            '<supplementalData><plurals type="cardinal">'
            f'<pluralRules locales="{" ".join(l for l in LOCALES if l != "fr")}">'
            '<pluralRule count="one">n = 1 @integer 1</pluralRule>'
            '<pluralRule count="other"> @integer 0, 2~16</pluralRule></pluralRules>'
            '<pluralRules locales="fr"><pluralRule count="one">i = 0,1 @integer 0, 1</pluralRule>'
            '<pluralRule count="many">e = 0 and i != 0 and i % 1000000 = 0 and v = 0 @integer 1000000</pluralRule>'
            '<pluralRule count="other"> @integer 2~17</pluralRule></pluralRules></plurals>'
            '<plurals type="ordinal"><pluralRules locales="en"><pluralRule count="two">n = 2</pluralRule>'
            "</pluralRules></plurals></supplementalData>"
        ),
        "common/main/root.xml": main_file(
            "root", "".join(field(unit, "root", ("other",)) for unit in UNITS), ROOT_NUMBERS, "left-to-right"
        ),
        "common/properties/scriptMetadata.txt": SCRIPTS,
        "common/main/pt_BR.xml": main_file("pt_BR", ""),
        "common/main/zh_Hans.xml": main_file("zh_Hans", ""),
    }
    for locale in LOCALES:
        files[f"common/main/{locale}.xml"] = main_file(locale, "".join(field(unit, locale) for unit in UNITS))
    files.update(overrides or {})
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def extract(root, *arguments):
    output = root / "out" / "CLDRRecords.swift"
    result = subprocess.run(
        [sys.executable, str(SCRIPT), str(root), "--output", str(output), *arguments], capture_output=True, text=True
    )
    return result, (output.read_text(encoding="utf-8") if output.exists() else None)


def test_a_complete_tree_gives_every_language_its_rules_and_phrases(tmp_path):
    result, swift = extract(cldr_tree(tmp_path), "--release", "48.2", "--source", "a test tree")
    assert result.returncode == 0, result.stderr
    assert "// Unicode CLDR 48.2, a test tree." in swift
    assert 'static let release = "48.2"' in swift
    assert swift.count("CLDRLanguageRecord(") == 17
    assert 'CLDRPastPattern(.minute, .one, "ru minute one {0}"),' in swift
    assert 'yesterday: "ja yesterday",' in swift
    assert 'now: "ko now"' in swift
    assert 'CLDRPluralRule(.one, "n = 1"),' in swift and 'CLDRPluralRule(.other, ""),' in swift
    assert "CLDRPluralRule(.two" not in swift, "ordinal rules are not cardinal ones"
    assert "root" not in swift.split("static let records")[1]


def test_pt_br_and_zh_hans_inherit_from_their_language_and_keep_their_own_overrides(tmp_path):
    overrides = {"common/main/pt_BR.xml": main_file("pt_BR", field("hour", "pt_BR", ("one",)))}
    result, swift = extract(cldr_tree(tmp_path, overrides), "--source", "a test tree")
    assert result.returncode == 0, result.stderr
    assert "pt-BR: rules of pt, phrases from pt_BR, pt" in result.stdout
    assert "zh-Hans: rules of zh, phrases from zh" in result.stdout
    assert 'CLDRPastPattern(.hour, .one, "pt_BR hour one {0}"),' in swift
    assert 'CLDRPastPattern(.hour, .other, "pt hour other {0}"),' in swift
    assert 'phraseLocales: ["pt_BR", "pt"],' in swift


def test_a_category_without_phrases_takes_other_and_the_file_says_so(tmp_path):
    result, swift = extract(cldr_tree(tmp_path), "--source", "a test tree")
    assert result.returncode == 0, result.stderr
    assert 'CLDRPastPattern(.day, .many, "fr day other {0}"),' in swift
    assert "lateral inheritance): second many, minute" in swift and "year many." in swift


def test_draft_values_count_as_absent(tmp_path):
    ru = "".join(field(unit, "ru") for unit in UNITS if unit != "day")
    ru += '<field type="day"><relative type="-1" draft="unconfirmed">guess</relative><relativeTime type="past">'
    ru += '<relativeTimePattern count="one">ru day one {0}</relativeTimePattern>'
    ru += '<relativeTimePattern count="other" draft="provisional">guess {0}</relativeTimePattern></relativeTime></field>'
    result, swift = extract(cldr_tree(tmp_path, {"common/main/ru.xml": main_file("ru", ru)}), "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: ru: no day past other in ru (only root)\n"
    assert swift is None


def test_a_value_only_root_has_stops_the_script(tmp_path):
    de = "".join(field(unit, "de") for unit in UNITS if unit != "second")
    result, swift = extract(cldr_tree(tmp_path, {"common/main/de.xml": main_file("de", de)}), "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: de: no second past other in de (only root)\n"
    assert swift is None


def test_an_alias_on_a_long_form_field_stops_the_script(tmp_path):
    nl = "".join(field(unit, "nl") for unit in UNITS if unit != "week")
    nl += '<field type="week"><alias source="locale" path="../field[@type=\'day\']"/></field>'
    result, _ = extract(cldr_tree(tmp_path, {"common/main/nl.xml": main_file("nl", nl)}), "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: common/main/nl.xml: field week is an alias\n"


def test_the_release_must_match_the_dtd_and_a_plain_folder_needs_a_source(tmp_path):
    root = cldr_tree(tmp_path)
    result, _ = extract(root, "--release", "47.1", "--source", "t")
    assert result.returncode == 1
    assert "--release 47.1 does not match common/dtd/ldml.dtd's cldrVersion 48" in result.stderr
    result, _ = extract(root)
    assert result.returncode == 1
    assert "say where the copy came from with --source" in result.stderr


def test_a_bare_git_directory_is_read_at_head_and_its_commit_recorded(tmp_path):
    work = cldr_tree(tmp_path / "work")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run([*git, "init", "-q", str(work)], check=True)
    subprocess.run([*git, "-C", str(work), "add", "."], check=True)
    subprocess.run([*git, "-C", str(work), "commit", "-q", "-m", "tree"], check=True)
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(tmp_path / "bare.git")], check=True)
    commit = subprocess.run(
        ["git", "-C", str(work), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    result, swift = extract(tmp_path / "bare.git")
    assert result.returncode == 0, result.stderr
    assert f"// Unicode CLDR 48, commit {commit}." in swift


def test_numbers_inherit_from_root_and_take_the_locales_own_values(tmp_path):
    fields = "".join(field(unit, "es") for unit in UNITS)
    numbers = (
        "<minimumGroupingDigits>2</minimumGroupingDigits>"
        '<symbols numberSystem="latn"><decimal>,</decimal><group>.</group></symbols>'
        '<symbols numberSystem="arab"><group>x</group></symbols>'
    )
    hindi_style = '<decimalFormats numberSystem="latn"><decimalFormatLength><decimalFormat>'
    hindi_style += "<pattern>#,##,##0.###</pattern></decimalFormat></decimalFormatLength></decimalFormats>"
    overrides = {
        "common/main/es.xml": main_file("es", fields, numbers),
        "common/main/tr.xml": main_file("tr", "".join(field(unit, "tr") for unit in UNITS), hindi_style),
    }
    result, swift = extract(cldr_tree(tmp_path, overrides), "--source", "t")
    assert result.returncode == 0, result.stderr
    spanish = swift.split('tag: "es"')[1].split("CLDRLanguageRecord(")[0]
    assert 'group: ".",' in spanish and 'decimal: ",",' in spanish and 'minusSign: "-",' in spanish
    assert "minimumGroupingDigits: 2," in spanish
    english = swift.split('tag: "en"')[1].split("CLDRLanguageRecord(")[0]
    assert 'group: ",",' in english and "minimumGroupingDigits: 1," in english
    assert "primaryGroupingSize: 3,\n                secondaryGroupingSize: 3" in english
    turkish = swift.split('tag: "tr"')[1].split("CLDRLanguageRecord(")[0]
    assert "primaryGroupingSize: 3,\n                secondaryGroupingSize: 2" in turkish


def test_a_language_without_latin_digits_by_default_stops_the_script(tmp_path):
    fields = "".join(field(unit, "ar") for unit in UNITS)
    overrides = {"common/main/ar.xml": main_file("ar", fields, "<defaultNumberingSystem>arab</defaultNumberingSystem>")}
    result, _ = extract(cldr_tree(tmp_path, overrides), "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: ar: the default numbering system is arab, not latn\n"


def directions_of(swift):
    """The generated text direction tables: (right-to-left scripts, left-to-right scripts, locale entries)."""
    return tuple(
        re.search(rf"static let {name}: [^=]* = \[(.*?)\n    \]", swift, re.S).group(1).split()
        for name in ("rightToLeftScripts", "leftToRightScripts", "localeDirections")
    )


def test_directions_come_from_character_order_and_script_metadata(tmp_path):
    """Every main locale counts, shipped or not (fa); a child inherits its parent's order (fa_AF);
    a parentLocales entry to root (ks_Deva) inherits root's; a script subtag is decided by
    scriptMetadata.txt, so pa_Arab needs no entry of its own."""
    ar = "".join(field(unit, "ar") for unit in UNITS)
    he = "".join(field(unit, "he") for unit in UNITS)
    overrides = {
        "common/main/ar.xml": main_file("ar", ar, order="right-to-left"),
        "common/main/he.xml": main_file("he", he, order="right-to-left"),
        "common/main/fa.xml": main_file("fa", "", order="right-to-left"),
        "common/main/fa_AF.xml": main_file("fa_AF", ""),
        "common/main/ks.xml": main_file("ks", "", order="right-to-left"),
        "common/main/ks_Deva.xml": main_file("ks_Deva", ""),
        "common/main/pa.xml": main_file("pa", ""),
        "common/main/pa_Arab.xml": main_file("pa_Arab", "", order="right-to-left"),
        "common/main/mn_Mong.xml": main_file("mn_Mong", "", order="top-to-bottom"),
        "common/supplemental/supplementalData.xml": (
            '<supplementalData><parentLocales><parentLocale parent="root" locales="ks_Deva pa_Arab mn_Mong"/>'
            '</parentLocales><parentLocales component="collations"><parentLocale parent="ks" locales="pa"/>'
            "</parentLocales></supplementalData>"
        ),
    }
    result, swift = extract(cldr_tree(tmp_path, overrides), "--source", "t")
    assert result.returncode == 0, result.stderr
    rtl, ltr, locales = directions_of(swift)
    assert rtl == ['"Arab",', '"Hebr",']
    assert ltr == ['"Deva",', '"Latn",']
    assert locales == ['"ar":', ".rightToLeft,", '"fa":', ".rightToLeft,", '"he":', ".rightToLeft,",
                               '"ks":', ".rightToLeft,"]
    assert "right to left: ar, fa, fa_AF, he, ks, pa_Arab\n" in result.stdout
    assert "6 of CLDR's" in swift


def test_a_left_to_right_child_of_a_right_to_left_language_gets_an_entry(tmp_path):
    overrides = {
        "common/main/xx.xml": main_file("xx", "", order="right-to-left"),
        "common/main/xx_YY.xml": main_file("xx_YY", "", order="left-to-right"),
        "common/main/xx_ZZ.xml": main_file("xx_ZZ", ""),
    }
    result, swift = extract(cldr_tree(tmp_path, overrides), "--source", "t")
    assert result.returncode == 0, result.stderr
    assert directions_of(swift)[2] == ['"xx":', ".rightToLeft,", '"xx_YY":', ".leftToRight,"]


def test_a_locale_whose_script_disagrees_with_its_order_stops_the_script(tmp_path):
    """The rule lets a script subtag decide; where CLDR's files say otherwise, no file is written."""
    overrides = {"common/main/ur_Latn.xml": main_file("ur_Latn", "", order="right-to-left")}
    result, swift = extract(cldr_tree(tmp_path, overrides), "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: the text direction rule disagrees with common/main for ur_Latn\n"
    assert swift is None


def test_script_metadata_must_be_there_and_readable(tmp_path):
    root = cldr_tree(tmp_path)
    (root / "common/properties/scriptMetadata.txt").unlink()
    result, _ = extract(root, "--source", "t")
    assert result.returncode == 1
    assert result.stderr == "cldr-extract: common/properties/scriptMetadata.txt: missing\n"
    (root / "common/properties/scriptMetadata.txt").write_text(script_metadata(("Arab", "MAYBE")), encoding="utf-8")
    result, _ = extract(root, "--source", "t")
    assert result.returncode == 1
    assert "scriptMetadata.txt:4: RTL is 'MAYBE', not YES, NO or UNKNOWN" in result.stderr
