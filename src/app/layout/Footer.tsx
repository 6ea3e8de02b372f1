import type { Init } from '../../api/contracts/init';
import { StoreLink } from '../links/StoreLink';

/** The store footer: name and description, link groups, and the copyright line. */
export function Footer({ init, year = new Date().getFullYear() }: { init: Init; year?: number }) {
  const { web, footers } = init;
  const name = web.footer_name || web.name;
  return (
    <footer className="site-footer">
      <div className="site-footer-grid">
        <section>
          <h2 className="site-footer-title">{name}</h2>
          {web.footer_description ? <p>{web.footer_description}</p> : null}
        </section>
        {footers.map((group, index) => (
          <section key={`${group.title}-${index}`}>
            <h2 className="site-footer-title">{group.title}</h2>
            <ul>
              {group.links.map((link, i) => (
                <li key={`${link.name}-${i}`}>
                  <StoreLink href={link.link}>{link.name}</StoreLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="site-copyright">© {year} {web.name}. All rights reserved.</p>
    </footer>
  );
}
