// gangway/wagmi: Gangway as a wagmi connector, so a wagmi host keeps its hooks and data layer.
export { type GangwayConnectorParameters, gangwayConnector } from './gangwayConnector.js'
