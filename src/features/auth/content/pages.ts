import { changePasswordHead, forgotPasswordHead, loginHead, profileHead, registerHead, settingsHead, welcomeHead } from './meta.ts';

const HEADS = {
  login: loginHead,
  register: registerHead,
  forgotPassword: forgotPasswordHead,
  changePassword: changePasswordHead,
  welcome: welcomeHead,
  profile: profileHead,
  settings: settingsHead,
};

export type AccountPageName = keyof typeof HEADS;

/** An account page's loader data, once the account words are in (route.ts loads them beside this file): its head tags. */
export const accountPage = (name: AccountPageName) => ({ head: HEADS[name]() });
