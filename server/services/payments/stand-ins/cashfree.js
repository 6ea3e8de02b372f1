// Offline stand-in for Cashfree's JS SDK v3 (test mode): Cashfree({mode}).checkout({paymentSessionId,
// redirectTarget, returnUrl}). Paying marks the session paid at the reference server's test gateway;
// paying and failing both return to the store's return URL, where the store asks the gateway.
(function () {
  'use strict';
  window.Cashfree = function () {
    return {
      checkout: function (options) {
        return new Promise(function (resolve) {
          var back = function () {
            resolve({ redirect: true });
            window.location.assign(options.returnUrl);
          };
          window.__testGatewayDialog(
            'Cashfree (test mode)',
            ['Payment session ' + String(options.paymentSessionId).slice(-12)],
            [
              {
                label: 'Pay now',
                run: function () {
                  fetch('/s/test-gateway/cashfree/pay', {
                    method: 'POST',
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify({ payment_session_id: options.paymentSessionId }),
                  }).then(function (response) {
                    if (response.ok) back();
                    else resolve({ error: { message: 'Cashfree does not know this payment session.' } });
                  });
                },
              },
              { label: 'Fail payment', run: back },
              {
                label: 'Close',
                run: function () {
                  resolve({ error: { message: 'Payment window closed' } });
                },
              },
            ],
          );
        });
      },
    };
  };
})();
