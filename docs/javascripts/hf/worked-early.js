// Happy Families: the worked example's buttons from the page's first frame.
//
// Not a module: hf_core/site/widgets.py (render_worked_example) writes this script's code (without these comment
// lines) inline as the widget's last child, so it runs as the parser reaches the end of the widget
// (security-headers.txt lists its hash). The widget's first step is in the page as built, its Next enabled; its
// buttons were shown only once worked-example.js had mounted it, after the whole page was parsed, and painted only
// at the frame after Material's bundle (some 100 ms later on a desktop). Here, where that module will run (a
// browser with modules), the widget is marked data-hf-armed and widgets.css shows its buttons at once; a tap on
// one before the mount is kept (widget.hfEarly) and answered by the mount, in order (worked-example.js). Without
// JavaScript nothing marks it: no dead buttons. Should the module never mount it (not loaded), the mark goes at
// the load event and the buttons with it. With ?step=N the mount draws another step than the built one: the
// buttons wait for it, as before.
(function (widget) {
  "use strict";
  if (!("noModule" in HTMLScriptElement.prototype) || widget.hasAttribute("data-hf-ready")) return;
  if (/[?&]step=/.test(location.search)) return;
  var early = [];
  widget.hfEarly = early;
  widget.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-hf-action]") : null;
    if (button && !button.disabled && !widget.hasAttribute("data-hf-ready")) {
      early.push(button.getAttribute("data-hf-action"));
    }
  });
  widget.setAttribute("data-hf-armed", "");
  window.addEventListener("load", function () {
    setTimeout(function () {
      if (!widget.hasAttribute("data-hf-ready")) widget.removeAttribute("data-hf-armed");
    }, 0);
  });
})(document.currentScript.parentElement);
