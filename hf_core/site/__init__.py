"""The site's build-time renderers: each ``hf-widget`` and ``hf-diagram`` fence of a page becomes HTML here, by
the same Python the page runs (:mod:`hf_core.web`) and from the same view trees (:mod:`hf_core.web.views`).

The mkdocs hook ``overrides/hooks/fences.py`` is only glue: it registers the fences and names the page and the
line of a fence that cannot be drawn. The page never imports this package (it rides in the wheel unused).
"""
