// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal ERC-721 for tests: anyone mints; `airdrop` mints one token to each of many
/// addresses in one transaction (how spam collections arrive); per-token URIs.
contract TestNft {
    string public name;
    string public symbol;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => string) private uris;
    mapping(uint256 => address) public getApproved;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x80ac58cd || id == 0x5b5e139f || id == 0x01ffc9a7;
    }

    function tokenURI(uint256 id) external view returns (string memory) {
        require(ownerOf[id] != address(0), "no token");
        return uris[id];
    }

    function mint(address to, uint256 id, string calldata uri) external {
        _mint(to, id, uri);
    }

    function airdrop(address[] calldata to, uint256 firstId, string calldata uri) external {
        for (uint256 i = 0; i < to.length; i++) _mint(to[i], firstId + i, uri);
    }

    function approve(address to, uint256 id) external {
        require(ownerOf[id] == msg.sender, "not owner");
        getApproved[id] = to;
        emit Approval(msg.sender, to, id);
    }

    function transferFrom(address from, address to, uint256 id) public {
        require(ownerOf[id] == from, "wrong owner");
        require(msg.sender == from || getApproved[id] == msg.sender, "not allowed");
        require(to != address(0), "zero receiver");
        delete getApproved[id];
        ownerOf[id] = to;
        balanceOf[from]--;
        balanceOf[to]++;
        emit Transfer(from, to, id);
    }

    function safeTransferFrom(address from, address to, uint256 id) external {
        transferFrom(from, to, id);
    }

    function _mint(address to, uint256 id, string calldata uri) private {
        require(ownerOf[id] == address(0), "exists");
        ownerOf[id] = to;
        balanceOf[to]++;
        uris[id] = uri;
        emit Transfer(address(0), to, id);
    }
}

/// A minimal ERC-1155 for tests: anyone mints; single and batch transfers; one URI template.
contract TestMultiToken {
    mapping(uint256 => mapping(address => uint256)) private balances;
    string private template;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);

    constructor(string memory template_) {
        template = template_;
    }

    function uri(uint256) external view returns (string memory) {
        return template;
    }

    function balanceOf(address account, uint256 id) external view returns (uint256) {
        return balances[id][account];
    }

    function mint(address to, uint256 id, uint256 value) external {
        balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata) external {
        require(msg.sender == from, "not allowed");
        balances[id][from] -= value;
        balances[id][to] += value;
        emit TransferSingle(msg.sender, from, to, id, value);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata
    ) external {
        require(msg.sender == from, "not allowed");
        for (uint256 i = 0; i < ids.length; i++) {
            balances[ids[i]][from] -= values[i];
            balances[ids[i]][to] += values[i];
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
    }
}
