// Offline stand-in for Razorpay's checkout.js (test mode): the same constructor, open(), on() and
// close(). Paying asks the reference server's test gateway to sign the payment exactly as Razorpay does.
(function () {
  'use strict';
  function Razorpay(options) {
    this.options = options;
    this.failed = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    if (event === 'payment.failed') this.failed = callback;
  };
  Razorpay.prototype.close = function () {};
  Razorpay.prototype.open = function () {
    var o = this.options;
    var self = this;
    var rupees = '\u20b9' + (o.amount / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
    window.__testGatewayDialog(
      'Razorpay (test mode)',
      [String(o.name), String(o.description), 'Amount ' + rupees],
      [
        {
          label: 'Pay ' + rupees,
          run: function () {
            fetch('/s/test-gateway/razorpay/pay', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ order_id: o.order_id }),
            })
              .then(function (response) {
                if (!response.ok) throw new Error('unknown order');
                return response.json();
              })
              .then(
                function (handback) {
                  o.handler(handback);
                },
                function () {
                  if (self.failed)
                    self.failed({
                      error: { code: 'BAD_REQUEST_ERROR', description: 'Razorpay does not know this order.', reason: 'invalid_order' },
                    });
                },
              );
          },
        },
        {
          label: 'Fail payment',
          run: function () {
            if (self.failed)
              self.failed({
                error: {
                  code: 'BAD_REQUEST_ERROR',
                  description: 'Your payment was declined (test mode).',
                  reason: 'payment_failed',
                  metadata: { order_id: o.order_id },
                },
              });
          },
        },
        {
          label: 'Close',
          run: function () {
            if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
          },
        },
      ],
    );
  };
  window.Razorpay = Razorpay;
})();
