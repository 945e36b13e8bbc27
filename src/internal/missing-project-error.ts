/**
 * A widget was asked to load something without knowing which project: neither its `project` attribute nor the page's
 * `readthedocs-project-slug` meta tag says (or, for API v2 search, which version). A configuration mistake of the page,
 * not a failed request: the widgets show it as such.
 */
export class MissingProjectError extends Error {
  override name = 'MissingProjectError';

  constructor(message = 'No project: set the project attribute or the readthedocs-project-slug meta tag.') {
    super(message);
  }
}
