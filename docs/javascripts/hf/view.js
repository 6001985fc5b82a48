// Views are data: the one builder of the page's pictures.
//
// Python makes every picture (cards, seats, the table, the deal sheet, the other-rules comparison) as a tree
// of plain JSON nodes (hf_core/web/views.py): a string is text, [tag, {attribute: value}, ...children] an
// element. The build writes the same tree as HTML; here it becomes DOM with createElement, textContent and
// setAttribute, for the tags and attribute names hf_core.web.views allows (never innerHTML), so the two
// cannot drift. A link in a view is relative to the site root, as in the build, and is checked as there
// (siteLink, views.site_link): resolved against the site root, it must stay under it.

const SITE_ROOT = new URL("../../", import.meta.url); // this file is <site root>/javascripts/hf/view.js
const TAGS = new Set(["a", "br", "caption", "div", "em", "figure", "figcaption", "h2", "h3", "h4", "li", "ol", "p",
  "section", "small", "span", "strong", "table", "tbody", "td", "th", "thead", "tr", "ul"]);
// A chart's tags: made with createElementNS in the SVG namespace (an svg element and all it holds).
const SVG_TAGS = new Set(["svg", "g", "rect", "line", "text", "title"]);
const SVG_NS = "http://www.w3.org/2000/svg";
const ATTRIBUTES = new RegExp("^(?:class|href|title|role|tabindex|hidden|scope|colspan|aria-[a-z]+|data-[a-z0-9-]+"
  + "|viewBox|x|y|x1|x2|y1|y2|width|height|focusable)$"); // no m flag: $ is the end of the name, nothing after
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// What the URL parser drops or rewrites before it reads a scheme or a host: tabs and newlines (removed), controls
// and spaces at the ends (stripped), "\" (read as "/"), "%2e" (read as "." in a path).
const UNSAFE_IN_LINK = /[\u0000-\u0020\u007f-\u009f\\]|%2e/i;

const PROBE_ROOT = new URL("https://site.invalid/root/"); // as views.site_link: the same verdict wherever the site is

function under(url, root) {
  return url.origin === root.origin && url.protocol === root.protocol && !url.username && !url.password
    && url.pathname.startsWith(root.pathname);
}

/** The absolute address of a link within the site (relative to its root), or an error: resolved, it must keep
 * the site's origin and stay under its path (checked against a root below another folder too, so that a link
 * the build refuses is refused here even when the site is at the root of its host). */
export function siteLink(value) {
  const text = typeof value === "string" ? value : "\\";
  const refuse = () => new Error(`not a link within the site: ${JSON.stringify(String(value)).slice(0, 80)}`);
  if (UNSAFE_IN_LINK.test(text) || SCHEME.test(text) || text.startsWith("/")) throw refuse();
  const url = new URL(text, SITE_ROOT);
  if (!under(new URL(text, PROBE_ROOT), PROBE_ROOT) || !under(url, SITE_ROOT)) throw refuse();
  return url.href;
}

function make(node, inSvg = false) {
  if (typeof node === "string") return document.createTextNode(node);
  const svg = Array.isArray(node) && (node[0] === "svg" || (inSvg && SVG_TAGS.has(node[0])));
  if (!Array.isArray(node) || !(svg || (TAGS.has(node[0]) && !inSvg))) {
    throw new Error(`not a view node: ${String(node).slice(0, 40)}`);
  }
  const [tag, attrs, ...children] = node;
  const element = svg ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (!ATTRIBUTES.test(name)) throw new Error(`attribute not allowed in a view: ${JSON.stringify(name)}`);
    if (name === "href") {
      element.setAttribute(name, siteLink(value));
    } else {
      element.setAttribute(name, String(value));
    }
  }
  for (const child of children) element.append(make(child, svg));
  return element;
}

/** The DOM node of one view tree (adjacent texts joined, empty ones dropped, as when the browser reads HTML). */
export function build(node) {
  const built = make(node);
  built.normalize();
  return built;
}

function setAttributes(element, attrs) {
  for (const [name, value] of Object.entries(attrs || {})) {
    if (!ATTRIBUTES.test(name)) throw new Error(`attribute not allowed in a view: ${JSON.stringify(name)}`);
    const text = name === "href" ? siteLink(value) : String(value);
    if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
}

// A view's children as the built DOM has them: adjacent texts joined, empty ones dropped (as build's normalize).
function childrenOf(node) {
  const out = [];
  for (const child of node.slice(2)) {
    if (typeof child === "string") {
      if (!child) continue;
      if (typeof out[out.length - 1] === "string") out[out.length - 1] += child;
      else out.push(child);
    } else out.push(child);
  }
  return out;
}

// Bring element's children to those of the view `node`, keeping every element whose tag is unchanged: only the
// texts and attributes that differ are written (the worked example's step: a few cards move among the same seats,
// so the browser restyles a few nodes, not the whole table). Where the shape differs, that part is built anew.
function patchChildren(element, node, inSvg) {
  const wanted = childrenOf(node);
  const have = [...element.childNodes];
  const same = have.length === wanted.length && wanted.every((child, i) => (typeof child === "string"
    ? have[i].nodeType === Node.TEXT_NODE
    : have[i].nodeType === Node.ELEMENT_NODE && have[i].localName === child[0]));
  if (!same) {
    element.replaceChildren(...wanted.map((child) => make(child, inSvg)));
    element.normalize();
    return;
  }
  wanted.forEach((child, i) => {
    const current = have[i];
    if (typeof child === "string") {
      if (current.nodeValue !== child) current.nodeValue = child;
      return;
    }
    const svg = child[0] === "svg" || (inSvg && SVG_TAGS.has(child[0]));
    if (!svg && (inSvg || !TAGS.has(child[0]))) throw new Error(`not a view node: ${String(child).slice(0, 40)}`);
    const attrs = child[1] || {};
    for (const name of current.getAttributeNames()) {
      if (!Object.hasOwn(attrs, name)) current.removeAttribute(name);
    }
    setAttributes(current, attrs);
    patchChildren(current, child, svg);
  });
}

/** As fill, but keeping the elements already there where the view's shape is the same (see patchChildren). */
export function patch(element, node) {
  patchChildren(element, node, element.namespaceURI === SVG_NS);
}

/** Redraw `element` with the children of the view `node` (whose own tag and attributes are element's). */
export function fill(element, node) {
  element.replaceChildren(...node.slice(2).map((child) => make(child)));
  element.normalize();
}
