// The precached page's search form (index.html), in the words the console last showed: the
// box's name and placeholder and the page's language and direction, saved by the app
// (src/app/shell/bootSearch.ts). Without saved words the form stays out: the app's box serves.
// Loaded async from the head, so it runs as soon as it is read (not held behind the
// stylesheets): the page's language is set at once, the form's words as soon as it is parsed.
// What is read from storage is checked, and only ever set as text.
(function () {
  var words = null;
  try {
    words = JSON.parse(localStorage.getItem('field-console.boot-search') || 'null');
  } catch (error) {
    words = null;
  }
  var text = function (value, max) {
    return typeof value === 'string' && value.length > 0 && value.length <= max;
  };
  var usable =
    words !== null &&
    typeof words === 'object' &&
    text(words.label, 100) &&
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(String(words.lang)) &&
    (words.placeholder === '' || text(words.placeholder, 200));
  if (usable) {
    document.documentElement.lang = words.lang;
    document.documentElement.dir = words.dir === 'rtl' ? 'rtl' : 'ltr';
  }
  // Shows the form in these words, or takes it out; true once the form was there.
  var settle = function () {
    var container = document.getElementById('boot-search');
    var label = document.getElementById('boot-search-label');
    var input = document.getElementById('boot-search-q');
    if (!container || !label || !input) return false;
    if (!usable) {
      container.remove();
      return true;
    }
    label.textContent = words.label;
    input.placeholder = words.placeholder;
    container.hidden = false;
    return true;
  };
  if (settle()) return;
  var observer = new MutationObserver(function () {
    if (settle()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
  });
})();
