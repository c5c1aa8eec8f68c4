export { default } from '../../stack-floor-app/app/layout.jsx';
