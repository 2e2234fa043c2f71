"""Long discussions are split into pages: pages link to each other, and an old link to a comment
now on a later page still finds it, with the dates script or, without scripts, through page 1's note.
A long home page and a long friends list are split into pages too.

Both sites paginate: the demo sets threadsPerPage to 3 (its busiest post has 4 threads), and the
bench site's posts have about 58 threads against the default of 50; the bench site lists its 10
posts 4 a page and its 40 friends 15 a page."""

import posixpath

import pytest
from lxml import html as lxml_html

from support.browser import Browser
from waiting import wait_until


def paginated_post(site):
    post_id = next(p for p in site.post_ids() if len(site.post_pages(p)) > 1)
    later = next(cid for cid, page in site.comment_pages().items() if page == f"posts/{post_id}/page/2/")
    return post_id, later


SITES = pytest.mark.parametrize("name", ["demo", "bench"])


def linked_pages(site, pages, label):
    """Checks that `pages` (folders, page 1 first) link to each other with rel links and a nav
    named `label` that marks the current page; gives each page's parsed tree."""
    trees = []
    for number, page in enumerate(pages, start=1):
        tree = lxml_html.fromstring(site.page(page + "index.html").encode())
        prev = tree.xpath("//head/link[@rel='prev']/@href")
        following = tree.xpath("//head/link[@rel='next']/@href")
        assert len(prev) == (number > 1) and len(following) == (number < len(pages))
        [nav] = tree.xpath(f"//nav[@aria-label='{label}']")
        current = nav.xpath(".//a[@aria-current='page']")
        assert [link.text_content() for link in current] == [f"Page {number}"]
        assert len(nav.xpath(".//li/a[not(@rel)]")) == len(pages)
        trees.append(tree)
    return trees


@SITES
def test_pages_link_to_each_other_with_rel_and_an_accessible_nav(request, name):
    site = request.getfixturevalue(name)
    post_id, _ = paginated_post(site)
    linked_pages(site, site.post_pages(post_id), "Comment pages")


@SITES
def test_an_old_link_to_a_comment_on_a_later_page_finds_it(request, name, browser):
    site = request.getfixturevalue(name)
    post_id, later = paginated_post(site)
    driver = browser.open(f"{site.url}/posts/{post_id}/#comment-{later}")
    wait_until(lambda: "/page/2/" in driver.current_url, "the page script to go to page 2")
    assert driver.current_url == f"{site.url}/posts/{post_id}/page/2/#comment-{later}"
    assert driver.execute_script("return document.querySelector(':target').id") == f"comment-{later}"


@SITES
def test_without_scripts_page_one_says_where_later_comments_are(request, name):
    site = request.getfixturevalue(name)
    post_id, later = paginated_post(site)
    plain = Browser(javascript=False)
    try:
        # open() returns once the page has loaded, after a deferred script would have run and
        # sent the page elsewhere; the script, which defines marginaliaRelativeText, did not run.
        driver = plain.open(f"{site.url}/posts/{post_id}/#comment-{later}")
        assert driver.execute_script("return typeof window.marginaliaRelativeText") == "undefined"
        assert f"/posts/{post_id}/#comment-{later}" in driver.current_url
        note = driver.find_element("css selector", ".pagination-note")
        assert note.is_displayed()
        assert "Later comments are on page 2" in note.text
    finally:
        plain.quit()


def listed_pages(site, pages, label, heading_xpath, heading, item_links):
    """Checks a paginated list's `pages` as `linked_pages` does, each with `heading` at
    `heading_xpath`; gives the folder every link at `item_links` leads to, each checked to exist."""
    listed = []
    for page, tree in zip(pages, linked_pages(site, pages, label)):
        assert tree.xpath(heading_xpath)[0].text_content() == heading
        for link in tree.xpath(item_links):
            target = posixpath.normpath(posixpath.join(page, link))
            assert (site.output / target / "index.html").exists(), link
            listed.append(target)
    return listed


def test_the_friends_list_pages_link_to_each_other_and_list_every_friend_once(bench):
    pages = bench.friends_list_pages()
    assert len(pages) == 3
    listed = listed_pages(bench, pages, "Friends list pages", "//h1", "Your Friends (40)",
                          "//li[contains(@class, 'friend')]//a/@href")
    assert sorted(listed) == sorted(f"friends/{friend['id']}" for friend in bench.fixtures["friends"])


def test_the_home_pages_link_to_each_other_and_list_every_post_once(bench):
    pages = bench.home_pages()
    assert len(pages) == 3
    listed = listed_pages(bench, pages, "Post list pages", "//p[@class='summary']", "1,000 comments on 10 posts",
                          "//li[@class='post-summary']//a/@href")
    assert sorted(listed) == sorted(f"posts/{post_id}" for post_id in bench.post_ids())
