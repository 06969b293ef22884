// Which build of the site this page is: one build's modules per page (issue 18).
//
// build.py writes <meta name="build" content="<id>"> into index.html and embed.html; the id names the service
// worker's cache of that build (sw.js: cache "site-<id>"). The modules the shell imports late (a game's table module,
// its stylesheet) are asked for with ?build=<id>: the service worker serves them from that build's cache, and refuses
// (410) when it holds another build, so a page that was open when a new build took over never runs the new build's
// table with its own shell (it draws the generic table of its own build, and offers the reload that updates it).
// Without a service worker (a first visit, a browser without one) the host serves the one build it has.

function readBuild() {
  try {
    const meta = document.querySelector('meta[name="build"]');
    return meta && /^[0-9a-f]{8,64}$/.test(meta.content) ? meta.content : "";
  } catch {
    return "";
  }
}

/** This page's build id ("" where the page was not written by build.py). */
export const BUILD = readBuild();

/** `url` (a URL of this site) asking for this page's build. */
export function ofThisBuild(url) {
  if (BUILD) url.searchParams.set("build", BUILD);
  return url;
}
