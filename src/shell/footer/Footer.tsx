import { lazy, Suspense } from 'react';
import type { Init } from '../../../contract/init';
import { StoreLink } from '../../ui/links/StoreLink';
import { imageUrl } from '../../../contract/image-url';
import { LinkIcon } from '../../ui/icons/LinkIcon';

// Only stores with their own footer HTML load the sanitiser and the HTML parser.
const SafeHtml = lazy(() => import('../../sanitise/SafeHtml'));

/** The store footer: the owner's footer HTML (sanitised), or footer_name (else the logo), description and link columns; then the copyright. */
export function Footer({ init, year = new Date().getFullYear() }: { init: Init; year?: number }) {
  const { web, footers, navSetting } = init;
  const description = web.footer_description || web.description;
  return (
    <footer className="site-footer">
      {init.dynamicFooter.data ? (
        <Suspense fallback={null}>
          <SafeHtml html={init.dynamicFooter.data} kind="chrome" className="dynamic-footer site-footer-grid" />
        </Suspense>
      ) : (
        <div className="site-footer-grid">
          <section>
            {navSetting.footer_name || !web.logo ? (
              <h2 className="site-footer-title">{navSetting.footer_name || web.name}</h2>
            ) : (
              <h2 className="site-footer-title">
                <img src={imageUrl(web.logo)} alt={web.name} width={40} height={40} className="site-footer-logo" />
              </h2>
            )}
            {description ? <p>{description}</p> : null}
          </section>
          {/* A column a store sent without a name or links (malformed) shows nothing, not an empty heading. */}
          {footers
            .filter((column) => column.name || column.children.length > 0)
            .map((column, index) => (
              <section key={`${column.name}-${index}`}>
                {column.name ? <h2 className="site-footer-title">{column.name}</h2> : null}
                <ul>
                  {column.children.map((link, i) => (
                    <li key={`${link.link}-${i}`}>
                      <StoreLink href={link.link}>
                        {link.show_icon && link.icon ? <LinkIcon icon={link.icon} size={16} className="footer-icon" /> : null}
                        {link.name || link.link}
                      </StoreLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
      <p className="site-copyright">
        © {year} {web.name}. All rights reserved.
      </p>
    </footer>
  );
}
