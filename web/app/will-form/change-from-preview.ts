/**
 * The preview's Change links (GOV.UK's "check answers" pattern): the page they open carries
 * `from=preview` in its address, its form posts there, and its Next goes back to the preview once
 * every page's answers are complete, instead of on through the pages after it
 * (docs/journeys.md, "Interaction details").
 */
const PARAM = "from";
const VALUE = "preview";

/** The address of a form page opened from the preview: `path` with `from=preview` added. */
export function changeFromPreview(path: string): string {
  const [pathname = "", search = ""] = path.split("?");
  const params = new URLSearchParams(search);
  params.set(PARAM, VALUE);
  return `${pathname}?${params.toString()}`;
}

/** Whether a form page's post came from a page opened by one of the preview's Change links. */
export function openedFromPreview(url: URL): boolean {
  return url.searchParams.get(PARAM) === VALUE;
}
