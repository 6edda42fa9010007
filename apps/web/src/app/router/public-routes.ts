import type { NamespacedKey } from '../../platform/i18n/define-locales.ts';

/** Public routes that render a titled page until the portal work lands. */
export const PUBLIC_PLACEHOLDER_ROUTES: { path: string; titleKey: NamespacedKey<'router'> }[] = [
  { path: '/clogin', titleKey: 'router:public.clogin' },
  { path: '/slogin', titleKey: 'router:public.slogin' },
  { path: '/blogin', titleKey: 'router:public.blogin' },
  { path: '/jlogin', titleKey: 'router:public.jlogin' },
  { path: '/bf', titleKey: 'router:public.bf' },
  { path: '/reqmarket', titleKey: 'router:public.reqmarket' },
  { path: '/saas_product', titleKey: 'router:public.saas_product' },
  { path: '/saas_login', titleKey: 'router:public.saas_login' },
  { path: '/inancial_product', titleKey: 'router:public.inancial_product' },
  { path: '/rspmarket', titleKey: 'router:public.rspmarket' },
  { path: '/example', titleKey: 'router:public.example' },
  { path: '/exampleDetail/:id', titleKey: 'router:public.exampleDetail' },
  { path: '/downloadList', titleKey: 'router:public.downloadList' },
  { path: '/digitalLevel', titleKey: 'router:public.digitalLevel' },
  { path: '/digitalClass', titleKey: 'router:public.digitalClass' },
  { path: '/outDigitalLevel', titleKey: 'router:public.outDigitalLevel' },
  {
    path: '/fz_digital_transformation_evaluation_making',
    titleKey: 'router:public.fz_digital_transformation_evaluation_making',
  },
  {
    path: '/fz_digital_transformation_evaluation_product',
    titleKey: 'router:public.fz_digital_transformation_evaluation_product',
  },
  {
    path: '/fz_digital_transformation_evaluation_others',
    titleKey: 'router:public.fz_digital_transformation_evaluation_others',
  },
  {
    path: '/fz_enterprise_evaluation_score_record',
    titleKey: 'router:public.fz_enterprise_evaluation_score_record',
  },
  { path: '/fz_evaluate_industry', titleKey: 'router:public.fz_evaluate_industry' },
  { path: '/fz_poilt_enterprise_list', titleKey: 'router:public.fz_poilt_enterprise_list' },
  { path: '/fz_server_list', titleKey: 'router:public.fz_server_list' },
  { path: '/fz_advance_funds_list', titleKey: 'router:public.fz_advance_funds_list' },
  { path: '/fz_funds_list', titleKey: 'router:public.fz_funds_list' },
  { path: '/auth-redirect', titleKey: 'router:public.auth_redirect' },
  { path: '/sso', titleKey: 'router:public.sso' },
  { path: '/company_reg', titleKey: 'router:public.company_reg' },
  { path: '/server_reg', titleKey: 'router:public.server_reg' },
  { path: '/jr_reg', titleKey: 'router:public.jr_reg' },
  { path: '/extend/used_company_view_range', titleKey: 'router:public.extend_used_company_view_range' },
  { path: '/resetPassword', titleKey: 'router:public.resetPassword' },
];
