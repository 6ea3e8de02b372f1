// Shared by the offline gateway stand-ins (test mode only): a plain modal with the amount and three
// outcomes, built with textContent so store text never becomes markup.
window.__testGatewayDialog = function (title, lines, actions) {
  'use strict';
  var dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', title);
  var s = dialog.style;
  s.maxWidth = '22rem';
  s.border = '0';
  s.borderRadius = '12px';
  s.padding = '1.5rem';
  s.font = '16px system-ui, sans-serif';
  s.color = '#111';
  var heading = document.createElement('h2');
  heading.textContent = title;
  heading.style.margin = '0 0 0.75rem';
  dialog.appendChild(heading);
  lines.forEach(function (line) {
    var p = document.createElement('p');
    p.textContent = line;
    p.style.margin = '0 0 0.5rem';
    dialog.appendChild(p);
  });
  var row = document.createElement('div');
  row.style.display = 'flex';
  row.style.gap = '0.5rem';
  row.style.flexWrap = 'wrap';
  row.style.marginTop = '1rem';
  var done = false;
  function finish(run) {
    if (done) return;
    done = true;
    dialog.close();
    dialog.remove();
    run();
  }
  actions.forEach(function (action, index) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    var b = button.style;
    b.minHeight = '44px';
    b.padding = '0 1rem';
    b.borderRadius = '8px';
    b.font = 'inherit';
    b.cursor = 'pointer';
    b.border = '1px solid #333';
    b.background = index === 0 ? '#0b5cad' : '#fff';
    b.color = index === 0 ? '#fff' : '#111';
    button.addEventListener('click', function () {
      finish(action.run);
    });
    row.appendChild(button);
  });
  dialog.appendChild(row);
  // Escape means the same as the last action (close).
  dialog.addEventListener('cancel', function (event) {
    event.preventDefault();
    finish(actions[actions.length - 1].run);
  });
  document.body.appendChild(dialog);
  dialog.showModal();
};
