// Builds the rows of the error-revealing tests from the inline JSON a page at a time, and a test's
// highlighted source only when it is opened, so that thousands of tests do not slow the page down.
(function () {
  'use strict';
  var PAGE = 100;
  var data = JSON.parse(document.getElementById('ferret-data').textContent);
  var rows = document.getElementById('error-rows');
  var more = document.getElementById('more-errors');
  if (!rows) { return; }
  var shown = 0;

  function cell(tr, className) {
    var td = document.createElement('td');
    if (className) { td.className = className; }
    tr.appendChild(td);
    return td;
  }

  function toggle(tr, test, button) {
    var next = tr.nextSibling;
    if (next && next.classList && next.classList.contains('source')) {
      next.parentNode.removeChild(next);
      button.textContent = '+';
      button.setAttribute('aria-expanded', 'false');
      return;
    }
    var source = document.createElement('tr');
    source.className = 'source';
    var td = document.createElement('td');
    td.colSpan = 4;
    var pre = document.createElement('pre');
    pre.className = 'code';
    pre.innerHTML = test.code; // highlighted and escaped by the report writer
    td.appendChild(pre);
    source.appendChild(td);
    tr.parentNode.insertBefore(source, tr.nextSibling);
    button.textContent = '\u2212';
    button.setAttribute('aria-expanded', 'true');
  }

  function row(test, index) {
    var tr = document.createElement('tr');
    tr.className = 'error-test';
    tr.id = 'error-' + index;
    var name = cell(tr, 'name');
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'toggle';
    button.textContent = '+';
    button.title = 'show the source';
    button.setAttribute('aria-expanded', 'false');
    button.addEventListener('click', function () { toggle(tr, test, button); });
    name.appendChild(button);
    var simple = test.cls.substring(test.cls.lastIndexOf('.') + 1);
    var code = document.createElement('code');
    code.textContent = simple + ' \u00b7 ' + test.method;
    code.title = test.cls;
    name.appendChild(code);
    var contract = cell(tr, 'contract');
    var plain = document.createElement('span');
    plain.className = 'plain';
    plain.textContent = test.plain;
    contract.appendChild(plain);
    if (test.contract) {
      var id = document.createElement('code');
      id.textContent = test.contract;
      contract.appendChild(id);
    }
    var blamed = document.createElement('code');
    blamed.textContent = test.blamed;
    cell(tr, 'blamed').appendChild(blamed);
    var link = document.createElement('a');
    link.href = test.file;
    link.textContent = test.file.substring(test.file.lastIndexOf('/') + 1);
    cell(tr, 'file').appendChild(link);
    return tr;
  }

  function showMore() {
    var end = Math.min(data.errors.length, shown + PAGE);
    var fragment = document.createDocumentFragment();
    for (; shown < end; shown++) { fragment.appendChild(row(data.errors[shown], shown)); }
    rows.appendChild(fragment);
    more.hidden = shown >= data.errors.length;
    more.textContent = 'show more (' + (data.errors.length - shown) + ' left)';
  }

  more.addEventListener('click', showMore);
  showMore();
})();
