// embed-frames.js: the one line a post includes to size every frame of this site to its content.
//
//   <script src="https://your.host/cards/embed-frames.js"></script>
//
// Each frame of embed.html tells its page how tall its content is ({type: "cardgames:height", height}, CSS px; see
// web/embed.js). This script listens for those messages from the site it was loaded from (its own origin, read from
// its address: a message from any other origin is ignored) and gives the frame that sent one that height. A classic
// script with no imports and no globals, so a post may include it anywhere, once; the frames may come later.
(function sizeFramesByTheirContent() {
  "use strict";
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  /** A frame is never made taller than this (CSS px): a runaway height would push the post's text away. */
  var MAX_HEIGHT = 4000;
  if (window.__cardgamesFrames) return; // included twice: one listener is enough
  window.__cardgamesFrames = true;
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== "cardgames:height") return;
    var height = Number(data.height);
    if (!(height > 0)) return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.min(Math.ceil(height), MAX_HEIGHT) + "px";
      }
    }
  });
})();
