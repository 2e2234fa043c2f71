"""scripts/check-layers on small made-up Sources trees: what counts as a use of a folder, and
that a cycle or a network import fails with the file and line that cause it."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "check-layers"


def tree(root, files):
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def check(root, *arguments):
    return subprocess.run(
        [sys.executable, str(SCRIPT), "--root", str(root), *arguments], capture_output=True, text=True
    )


LAYERED = {
    "Pages/SiteURLs.swift": "/// Where pages live.\npackage enum SiteURLs {\n    static let home = \"\"\n}\n",
    "Rendering/TemplateRenderer.swift": "struct TemplateRenderer {\n    let root = SiteURLs.home\n}\n",
    "Build/SiteGenerator.swift": "public struct SiteGenerator {\n    let renderer: TemplateRenderer\n}\n",
}


def test_a_tree_without_cycles_passes_and_prints_its_graph(tmp_path):
    result = check(tree(tmp_path, LAYERED), "--graph")
    assert result.returncode == 0, result.stderr
    assert "Build -> Rendering   (Build/SiteGenerator.swift:2 uses TemplateRenderer)" in result.stdout
    assert "Rendering -> Pages   (Rendering/TemplateRenderer.swift:2 uses SiteURLs)" in result.stdout
    assert "Pages -> (nothing)" in result.stdout


def test_a_cycle_fails_naming_each_edge_with_its_file_and_line(tmp_path):
    files = dict(LAYERED)
    files["Pages/PageRenderer.swift"] = "import Foundation\n\nfunc render(_ renderer: TemplateRenderer) {}\n"
    result = check(tree(tmp_path, files))
    assert result.returncode == 1
    assert "cycle Pages -> Rendering -> Pages" in result.stderr
    assert "Pages -> Rendering   (Pages/PageRenderer.swift:3 uses TemplateRenderer)" in result.stderr
    assert "Rendering -> Pages   (Rendering/TemplateRenderer.swift:2 uses SiteURLs)" in result.stderr


def test_comments_and_string_text_are_not_uses_but_interpolated_code_is(tmp_path):
    files = dict(LAYERED)
    files["Pages/Notes.swift"] = (
        "// TemplateRenderer\n/* a /* nested */ TemplateRenderer */\n"
        'let a = "TemplateRenderer \\" TemplateRenderer"\n'
        'let b = #"TemplateRenderer "\\(x)" "#\n'
        'let c = """\n    TemplateRenderer \\(1)\n    """\n'
    )
    assert check(tree(tmp_path, files)).returncode == 0
    files["Pages/Notes.swift"] += 'let d = "page \\(TemplateRenderer.self)"\n'
    result = check(tree(tmp_path, files))
    assert result.returncode == 1
    assert "Pages -> Rendering   (Pages/Notes.swift:8 uses TemplateRenderer)" in result.stderr


def test_an_extension_uses_the_folder_of_the_type_it_extends(tmp_path):
    files = dict(LAYERED)
    files["Pages/SiteGenerator+Pages.swift"] = "extension SiteGenerator {\n    func pages() {}\n}\n"
    result = check(tree(tmp_path, files))
    assert result.returncode == 1
    assert "Pages -> Build   (Pages/SiteGenerator+Pages.swift:1 uses SiteGenerator)" in result.stderr


def test_a_member_written_after_a_dot_is_not_a_use(tmp_path):
    files = dict(LAYERED)
    files["Pages/Home.swift"] = "func home(_ value: Page) -> String { value.TemplateRenderer }\n"
    assert check(tree(tmp_path, files)).returncode == 0


def test_a_network_import_fails(tmp_path):
    files = dict(LAYERED)
    files["Build/Fetch.swift"] = "/* import NIOCore */\n// import Crypto\n"
    assert check(tree(tmp_path, files)).returncode == 0
    files["Build/Fetch.swift"] = "import Foundation\n@preconcurrency import NIOCore\n"
    files["Pages/Names.swift"] = "import struct Crypto.SHA256\n"
    result = check(tree(tmp_path, files))
    assert result.returncode == 1
    assert "Build/Fetch.swift:2 imports NIOCore" in result.stderr
    assert "Pages/Names.swift:1 imports Crypto" in result.stderr


def test_depth_two_makes_subfolders_layers(tmp_path):
    files = {
        "Incremental/Reuse/PageReuse.swift": "struct PageReuse { let f: Fingerprint }\n",
        "Incremental/Fingerprints/Fingerprint.swift": "struct Fingerprint {}\n",
    }
    result = check(tree(tmp_path, files), "--graph", "--depth", "2")
    assert result.returncode == 0
    assert "Incremental/Reuse -> Incremental/Fingerprints" in result.stdout
    assert "Incremental -> (nothing)" in check(tmp_path, "--graph").stdout
