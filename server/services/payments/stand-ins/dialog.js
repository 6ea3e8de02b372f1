// Shared by the offline gateway stand-ins (test mode only): a plain modal with the amount and three
// outcomes, built with textContent so store text never becomes markup.
window.__testGatewayDialog = function (title, lines, actions) {
  'use strict';
  var dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', title);
  Object.assign(dialog.style, {
    maxWidth: '22rem',
    border: '0',
    borderRadius: '12px',
    padding: '1.5rem',
    font: '16px system-ui, sans-serif',
    color: '#111',
  });
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
    Object.assign(button.style, {
      minHeight: '44px',
      padding: '0 1rem',
      borderRadius: '8px',
      font: 'inherit',
      cursor: 'pointer',
      border: '1px solid #333',
      background: index === 0 ? '#0b5cad' : '#fff',
      color: index === 0 ? '#fff' : '#111',
    });
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
